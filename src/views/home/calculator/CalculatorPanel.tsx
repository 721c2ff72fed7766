import { useHydrated, useLocation, useNavigate } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { TriangleAlert } from "lucide-react";
import { useEffect, useId, useMemo } from "react";
import { detail, flex, grid, notice, panel, rule, title } from "styled-system/patterns";
import { savingsCalculatorMachine } from "../../../../machines/savingsCalculator";
import { calculatorCopy, locationOptions, projectTypeOptions } from "../../../content/calculator";
import { estimateSavings } from "../../../domain/calculator";
import { CALCULATOR_LIMITS, DEFAULT_INPUTS } from "../../../domain/calculatorRates";
import { inputsFromSearch, sameInputs, searchFromInputs } from "../../../domain/calculatorSearch";
import { useFlow } from "../../../platform/useFlow";
import { CalculationBreakdown } from "./CalculationBreakdown";
import { CalculatorResults } from "./CalculatorResults";
import { CalculatorSelect } from "./CalculatorSelect";
import { CalculatorSlider } from "./CalculatorSlider";
import { formatUsd } from "./format";
import { clearPendingLink } from "./pendingLink";

/**
 * Below the large breakpoint the results come after the controls, so a small bar keeps the savings
 * in sight while the sliders move. It repeats the figure shown in full below, so it is hidden
 * from assistive technology.
 */
function SavingsPeek({ savings }: { savings: string }) {
  return (
    <div
      aria-hidden="true"
      className={flex({
        align: "center",
        justify: "space-between",
        gap: "3",
        display: { base: "flex", lg: "none" },
        position: "sticky",
        bottom: "3",
        zIndex: "1",
        mt: "8",
        mx: "-1",
        px: "4",
        py: "3",
        borderRadius: "xl",
        bg: "bg.inverted",
        color: "white",
        boxShadow: "raised",
      })}
    >
      <span className={detail({ tone: "inverted" })}>{calculatorCopy.results.savingsLabel}</span>
      <span className={title({ size: "xl", face: "heading", fontVariantNumeric: "tabular-nums" })}>
        {savings}
      </span>
    </div>
  );
}

/** The calculator's controls, figures and breakdown. Its inputs live in the home page's URL. */
export function CalculatorPanel() {
  // The location, not the route's search: the panel may finish hydrating just as the visitor leaves
  // the home page, when the home route is no longer matched; its search is parsed to valid inputs all
  // the same.
  const location = useLocation();
  const navigate = useNavigate();
  // False while React hydrates: the HTML was prerendered for a bare `/`, so hydration renders the
  // defaults and a shared URL's inputs follow right after.
  const hydrated = useHydrated();
  const urlInputs = useMemo(() => inputsFromSearch(location.search), [location.search]);
  const warningId = useId();

  const actorRef = useFlow(
    savingsCalculatorMachine,
    {
      actions: {
        writeUrl: (_, { inputs }) =>
          navigate({ to: "/", search: searchFromInputs(inputs), replace: true, resetScroll: false }),
      },
    },
    { input: { inputs: hydrated ? urlInputs : DEFAULT_INPUTS } },
  );
  const send = actorRef.send;
  // The panel shows every input and the figures made from them: it reads the whole snapshot.
  const state = useSelector(actorRef, (snapshot) => snapshot);

  // Every navigation that settles re-reads the URL (each history entry is a new location, replaced
  // ones too), even when its inputs look like the last ones rendered: the calculator's own URL write
  // can be overtaken by a click on Home before the router renders it, and the search then goes from
  // `/` to `/` while the sliders still show the edit.
  useEffect(() => {
    send({ type: "url.changed", inputs: inputsFromSearch(location.search) });
  }, [location, send]);

  // The figures now follow the URL: lift the pending mark a shared link put on the section.
  const showsUrl = hydrated && sameInputs(state.context.inputs, urlInputs);
  useEffect(() => {
    if (showsUrl) clearPendingLink();
  }, [showsUrl]);

  const { inputs, settled } = state.context;
  const estimate = estimateSavings(inputs);
  const settledEstimate = settled ? estimateSavings(settled) : null;
  const announcement = settledEstimate
    ? calculatorCopy.results.announcement(
        formatUsd(settledEstimate.savings),
        settledEstimate.savingsPercent,
        calculatorCopy.results.weeksFaster(settledEstimate.weeksFaster),
      )
    : "";

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
            <CalculatorSelect
              label={calculatorCopy.projectType.label}
              name="type"
              value={inputs.projectType}
              options={projectTypeOptions}
              onChange={(projectType) =>
                send({ type: "field.change", field: "projectType", value: projectType })
              }
            />
            <CalculatorSelect
              label={calculatorCopy.location.label}
              name="location"
              value={inputs.location}
              options={locationOptions}
              onChange={(location) => send({ type: "field.change", field: "location", value: location })}
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
            <CalculatorSlider
              field={calculatorCopy.weeks}
              name="weeks"
              value={inputs.weeks}
              {...CALCULATOR_LIMITS.weeks}
              onChange={(weeks) => send({ type: "field.change", field: "weeks", value: weeks })}
            />
            <div>
              <CalculatorSlider
                field={calculatorCopy.hours}
                name="hours"
                value={inputs.hoursPerWeek}
                {...CALCULATOR_LIMITS.hoursPerWeek}
                describedBy={warningId}
                onChange={(hoursPerWeek) =>
                  send({ type: "field.change", field: "hoursPerWeek", value: hoursPerWeek })
                }
              />
              <div id={warningId} role="status">
                {estimate.highHours ? (
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
            </div>
            <CalculatorSlider
              field={calculatorCopy.team}
              name="team"
              value={inputs.teamSize}
              {...CALCULATOR_LIMITS.teamSize}
              onChange={(teamSize) => send({ type: "field.change", field: "teamSize", value: teamSize })}
            />
          </div>
          <SavingsPeek savings={formatUsd(estimate.savings)} />
        </section>

        <CalculatorResults estimate={estimate} announcement={announcement} />
      </div>
      <CalculationBreakdown estimate={estimate} />
    </>
  );
}
