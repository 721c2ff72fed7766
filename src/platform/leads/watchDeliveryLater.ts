import { watch } from "./watchLogic";

/**
 * `watchDelivery` (watchDelivery.ts) with the outbox's signal loaded when the watch starts, not with
 * the page: a form whose first load has no other use for it (the registration) provides this one.
 * By the time a submission waits on the device, the sender has loaded that module, so the import
 * resolves at once, offline too.
 */
export const watchDeliveryLater = watch((id, sendBack) => {
  let stop = () => {};
  let stopped = false;
  import("./outboxSignal").then(
    ({ lastDelivered, onOutboxChange }) => {
      if (stopped) return;
      const check = () => {
        const delivered = lastDelivered();
        if (id && delivered?.id === id) sendBack({ type: "lead.delivered", reference: delivered.reference });
      };
      stop = onOutboxChange(check);
      check();
    },
    () => {},
  );
  return () => {
    stopped = true;
    stop();
  };
});
