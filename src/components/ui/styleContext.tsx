import { type ComponentType, createContext, type JSX, type ReactNode, useContext } from "react";
import { cx } from "styled-system/css";

/** A slot recipe's class names by part (what `slider()` or `dialog({ size: "md" })` returns). */
type SlotClasses<Slot extends string> = Record<Slot, string>;

/**
 * Park UI's `createStyleContext`, without Panda's `styled` factory: a component with parts (an Ark
 * UI slider, dialog, tooltip) is styled by one slot recipe. The root part picks the recipe's classes
 * for its variant and hands them to the other parts through React context; each part adds the class
 * of its own slot to any `className` a view gives it. Views then compose parts (`<Slider.Root>`,
 * `<Slider.Thumb>`) without naming a class.
 *
 * The classes come in written out, one table per variant (`{ md: dialog({ size: "md" }), video:
 * dialog({ size: "video" }) }`), so the build turns each recipe call into its class names
 * (scripts/pandaStatic.mjs) and no page runs the recipe, nor carries the `styled` factory (several KB)
 * that Park UI's version is built on.
 */
export function createStyleContext<Variant extends string, Slot extends string>(
  variants: Record<Variant, SlotClasses<Slot>>,
  defaultVariant: NoInfer<Variant>,
) {
  const StyleContext = createContext<SlotClasses<Slot>>(variants[defaultVariant]);
  const classesFor = (variant?: Variant) => variants[variant ?? defaultVariant] ?? variants[defaultVariant];

  /** The root part: picks the variant's classes (`variant` prop) and provides them to the parts. */
  function withProvider<Props extends { className?: string }>(Component: ComponentType<Props>, slot: Slot) {
    function StyledRoot({ variant, className, ...props }: Props & { variant?: Variant }): JSX.Element {
      const classes = classesFor(variant);
      return (
        <StyleContext.Provider value={classes}>
          <Component {...(props as unknown as Props)} className={cx(classes[slot], className)} />
        </StyleContext.Provider>
      );
    }
    StyledRoot.displayName = `Styled(${slot})`;
    return StyledRoot;
  }

  /** Any other part: the class of its slot from the nearest root, then the view's own. */
  function withContext<Props extends { className?: string }>(Component: ComponentType<Props>, slot: Slot) {
    function StyledPart({ className, ...props }: Props): JSX.Element {
      const classes = useContext(StyleContext);
      return <Component {...(props as unknown as Props)} className={cx(classes[slot], className)} />;
    }
    StyledPart.displayName = `Styled(${slot})`;
    return StyledPart;
  }

  /** For a root whose variant is picked by a wrapper (the Dialog): provides a variant's classes. */
  function StyleProvider({ variant, children }: { variant?: Variant; children: ReactNode }) {
    const classes = classesFor(variant);
    return <StyleContext.Provider value={classes}>{children}</StyleContext.Provider>;
  }

  return { withProvider, withContext, StyleProvider };
}
