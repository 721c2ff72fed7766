/**
 * An option list for a radio group, checkbox group or select: the domain's keys, in the domain's
 * order, each with its label. The labels are a `Record` over the keys, so a key without a label (or
 * a label without a key) is a type error.
 */
export function optionsOf<K extends string>(
  keys: readonly K[],
  labels: Readonly<Record<NoInfer<K>, string>>,
): Array<{ value: K; label: string }> {
  return keys.map((value) => ({ value, label: labels[value] }));
}
