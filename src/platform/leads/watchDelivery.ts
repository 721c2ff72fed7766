import { lastDelivered, onOutboxChange } from "./outboxSignal";
import { watch, watchDeliveryByPage } from "./watchLogic";

/**
 * The `watchDelivery` actor a form's machine invokes while its submission waits on this device
 * (`queued`): once the outbox delivers that submission (this tab's flush, another tab's, after the
 * `online` event), it sends back `lead.delivered` with the intake's reference. Its input is
 * `{ id }`, the submission's idempotency key (actor logic: watchLogic.ts).
 */
export const watchDelivery = watch((id, sendBack) => {
  const check = () => {
    const delivered = lastDelivered();
    if (id && delivered?.id === id) sendBack({ type: "lead.delivered", reference: delivered.reference });
  };
  const stop = onOutboxChange(check);
  check();
  return stop;
});

export { watchDeliveryByPage };
