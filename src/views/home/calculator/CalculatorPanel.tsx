import { useHydrated, useLocation, useNavigate, useRouter } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { TriangleAlert } from "lucide-react";
import { type ComponentProps, useEffect, useId, useMemo } from "react";
import { grid, notice, panel, rule, title } from "styled-system/patterns";
import type { ActorRefFrom } from "xstate";
import {
  type SavingsCalculatorEvent,
  savingsCalculatorMachine,
} from "../../../../machines/savingsCalculator";
import { calculatorCopy, locationOptions, projectTypeOptions } from "../../../content/calculator";
import { estimateSavings } from "../../../domain/calculator";
import { CALCULATOR_LIMITS, type CalculatorInputs, DEFAULT_INPUTS } from "../../../domain/calculatorRates";
import { inputsFromSearch, sameInputs, searchFromInputs } from "../../../domain/calculatorSearch";
import { useFlow } from "../../../flows/useFlow";
import { CalculationBreakdown } from "./CalculationBreakdown";
import { CalculatorResults } from "./CalculatorResults";
import { CalculatorSelect } from "./CalculatorSelect";
import { CalculatorSlider } from "./CalculatorSlider";
import { formatUsd } from "./format";
import { clearPendingLink } from "./pendingLink";

/**
 * The calculator's controls, figures and breakdown. Its inputs live in the home page's URL. On phones
 * the results card follows the controls, right under the team size: no bar floats over a control
 * (issue 36: a sticky savings bar covered the team-size slider and repeated the card below it).
 */
export function CalculatorPanel() {
  const navigate = useNavigate();
  const router = useRouter();
  // False while React hydrates: the HTML was prerendered for a bare `/`, so hydration renders the
  // defaults and a shared URL's inputs follow right after (UrlSync).
  const hydrated = useHydrated();
  const warningId = useId();

  const actorRef = useFlow(
    savingsCalculatorMachine,
    {
      actions: {
        writeUrl: (_, { inputs }) =>
          navigate({ to: "/", search: searchFromInputs(inputs), replace: true, resetScroll: false }),
      },
    },
    // Read once, as the panel starts (mounted after hydration, by a client navigation to a URL with inputs).
    { input: { inputs: hydrated ? inputsFromSearch(router.state.location.search) : DEFAULT_INPUTS } },
  );

  return (
    <>
      <div
        // Marks the panel as hydrated and interactive (for tests and tooling, like <html data-hydrated>).
        data-calculator-ready={hydrated ? "" : undefined}
        data-calculator-panel=""
        className={grid({
          gridTemplateColumns: { base: "1fr", lg: "minmax(0, 7fr) minmax(0, 5fr)" },
          gap: { base: "6", lg: "8" },
          transition: "opacity 0.2s ease-out",
          // A shared link's inputs are not applied yet (see SavingsCalculator): no figures to trust.
          "[data-calculator-pending] &": { opacity: "0.35" },
        })}
      >
        <section
          aria-labelledby="calculator-inputs-heading"
          className={panel({
            elevated: true,
            // Edge to edge on phones, so the longest project type fits its select.
            bleed: true,
            display: "flex",
            flexDirection: "column",
            p: { base: "5", md: "8" },
          })}
        >
          <h3 id="calculator-inputs-heading" className={title({ size: "xl" })}>
            {calculatorCopy.inputsHeading}
          </h3>
          <div className={grid({ gap: "5", mt: "6" })}>
            <InputSelect
              actorRef={actorRef}
              field="projectType"
              label={calculatorCopy.projectType.label}
              name="type"
              options={projectTypeOptions}
            />
            <InputSelect
              actorRef={actorRef}
              field="location"
              label={calculatorCopy.location.label}
              name="location"
              options={locationOptions}
            />
          </div>
          <div
            className={rule({
              mt: "8",
              pt: "8",
              flex: "1",
              display: "flex",
              flexDirection: "column",
              justifyContent: "space-between",
              gap: "8",
            })}
          >
            <InputSlider actorRef={actorRef} field="weeks" copy={calculatorCopy.weeks} name="weeks" />
            <div>
              <InputSlider
                actorRef={actorRef}
                field="hoursPerWeek"
                copy={calculatorCopy.hours}
                name="hours"
                describedBy={warningId}
              />
              <HoursWarning actorRef={actorRef} id={warningId} />
            </div>
            <InputSlider actorRef={actorRef} field="teamSize" copy={calculatorCopy.team} name="team" />
          </div>
          <UrlSync actorRef={actorRef} hydrated={hydrated} />
        </section>

        <Figures actorRef={actorRef} part="results" />
      </div>
      <Figures actorRef={actorRef} part="breakdown" />
    </>
  );
}

type CalculatorActor = ActorRefFrom<typeof savingsCalculatorMachine>;
type SelectField = "projectType" | "location";
type SliderField = "weeks" | "hoursPerWeek" | "teamSize";

/** One input's value: a control re-renders when its own value changes, not when another's does. */
function useInput<F extends keyof CalculatorInputs>(
  actorRef: CalculatorActor,
  field: F,
): CalculatorInputs[F] {
  return useSelector(actorRef, (state) => state.context.inputs[field]);
}

function changeOf<F extends keyof CalculatorInputs>(actorRef: CalculatorActor, field: F) {
  return (value: CalculatorInputs[F]) =>
    actorRef.send({ type: "field.change", field, value } as SavingsCalculatorEvent);
}

/** The project type or the location. */
function InputSelect<F extends SelectField>({
  actorRef,
  field,
  label,
  name,
  options,
}: {
  actorRef: CalculatorActor;
  field: F;
  label: string;
  name: string;
  options: readonly { value: CalculatorInputs[F]; label: string }[];
}) {
  return (
    <CalculatorSelect
      label={label}
      name={name}
      value={useInput(actorRef, field)}
      options={options}
      onChange={changeOf(actorRef, field)}
    />
  );
}

/** Weeks, hours per week or team size, within the calculator's limits for it. */
function InputSlider({
  actorRef,
  field,
  copy,
  name,
  describedBy,
}: {
  actorRef: CalculatorActor;
  field: SliderField;
  copy: ComponentProps<typeof CalculatorSlider>["field"];
  name: string;
  describedBy?: string;
}) {
  return (
    <CalculatorSlider
      field={copy}
      name={name}
      value={useInput(actorRef, field)}
      {...CALCULATOR_LIMITS[field]}
      describedBy={describedBy}
      onChange={changeOf(actorRef, field)}
    />
  );
}

/** The warning under the hours slider, while the hours are high. */
function HoursWarning({ actorRef, id }: { actorRef: CalculatorActor; id: string }) {
  const highHours = useSelector(actorRef, (state) => estimateSavings(state.context.inputs).highHours);
  return (
    <div id={id} role="status">
      {highHours ? (
        <p
          className={notice({
            mt: "3",
            display: "flex",
            alignItems: "center",
            gap: "2",
            px: "3",
            py: "2",
            fontSize: "sm",
            fontWeight: "600",
            "& svg": { width: "4", height: "4", flexShrink: 0 },
          })}
        >
          <TriangleAlert aria-hidden="true" />
          {calculatorCopy.highHoursWarning}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The figures made from every input: the results card (with its
 * announcement once the inputs settle) and the breakdown. Each reads the inputs (and the results
 * card the settled inputs too), so the controls do not re-render with them.
 */
function Figures({ actorRef, part }: { actorRef: CalculatorActor; part: "results" | "breakdown" }) {
  const inputs = useSelector(actorRef, (state) => state.context.inputs);
  const settled = useSelector(actorRef, (state) => (part === "results" ? state.context.settled : null));
  const estimate = useMemo(() => estimateSavings(inputs), [inputs]);
  if (part === "breakdown") return <CalculationBreakdown estimate={estimate} />;
  const settledEstimate = settled ? estimateSavings(settled) : null;
  const announcement = settledEstimate
    ? calculatorCopy.results.announcement(
        formatUsd(settledEstimate.savings),
        settledEstimate.savingsPercent,
        calculatorCopy.results.weeksFaster(settledEstimate.weeksFaster),
      )
    : "";
  return <CalculatorResults estimate={estimate} announcement={announcement} />;
}

/**
 * The calculator and the address: every navigation hands the URL's inputs to the machine, and once
 * the figures follow the URL the pending mark a shared link put on the section is lifted. Apart
 * from the panel, so the URL the calculator writes after each change re-renders this, not every
 * control. It reads the location, not the route's search: the panel may finish hydrating just as
 * the visitor leaves the home page, when the home route is no longer matched; its search is parsed
 * to valid inputs all the same.
 */
function UrlSync({ actorRef, hydrated }: { actorRef: CalculatorActor; hydrated: boolean }) {
  const location = useLocation();
  const urlInputs = useMemo(() => inputsFromSearch(location.search), [location.search]);

  // Every navigation that settles re-reads the URL (each history entry is a new location, replaced
  // ones too), even when its inputs look like the last ones rendered: the calculator's own URL write
  // can be overtaken by a click on Home before the router renders it, and the search then goes from
  // `/` to `/` while the sliders still show the edit.
  useEffect(() => {
    actorRef.send({ type: "url.changed", inputs: inputsFromSearch(location.search) });
  }, [location, actorRef]);

  // The figures now follow the URL: lift the pending mark a shared link put on the section.
  const showsUrl = useSelector(actorRef, (state) => hydrated && sameInputs(state.context.inputs, urlInputs));
  useEffect(() => {
    if (showsUrl) clearPendingLink();
  }, [showsUrl]);
  return null;
}
