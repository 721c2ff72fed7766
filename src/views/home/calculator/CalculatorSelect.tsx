import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { nativeSelect } from "styled-system/recipes";

interface Props<T extends string> {
  label: string;
  name: string;
  /** The chosen option's value (anything else shows the first option). */
  value: string;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A labelled native <select> (see src/theme/recipes/nativeSelect.ts for why not Ark Select). */
export function CalculatorSelect<T extends string>({ label, name, value, options, onChange }: Props<T>) {
  const id = useId();
  const styles = nativeSelect();
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          name={name}
          value={value}
          className={styles.field}
          onChange={(event) => {
            const picked = options.find((option) => option.value === event.target.value);
            if (picked) onChange(picked.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className={styles.indicator} />
      </div>
    </div>
  );
}
