import { useSelector } from "@xstate/react";
import { Plus, X } from "lucide-react";
import { useId, useRef } from "react";
import { css, cx } from "styled-system/css";
import { detail, flex, plainList, stack, visuallyHidden } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import type { ListKind } from "../../../machines/resumeBuilder";
import { focusAfterRemoval } from "../../components/dom/focus";
import { Field } from "../../components/ui/Field";
import { TextInput } from "../../components/ui/inputs";
import { resumeCopy, resumeMessages } from "../../content/resume";
import { SUGGESTED_CERTIFICATIONS, SUGGESTED_SKILLS } from "../../content/resumeSuggestions";
import {
  type ItemProblem,
  MAX_ITEM_DRAFT_LENGTH,
  MAX_ITEM_LENGTH,
  MAX_ITEMS,
  recommendedCertifications,
  suggestedSkills,
} from "../../domain/resume";
import type { BuilderActor } from "./builderState";
import { chip, chipRemove, subHeading, suggestionChip } from "./styles";

function messageFor(kind: ListKind, error: { problem: ItemProblem; value: string }): string {
  switch (error.problem) {
    case "empty":
      return resumeMessages.item.empty[kind];
    case "duplicate":
      return resumeMessages.item.duplicate[kind](error.value);
    case "tooLong":
      return resumeMessages.item.tooLong(MAX_ITEM_LENGTH);
    case "full":
      return resumeMessages.item.full(MAX_ITEMS);
  }
}

/** Steps 3 and 4: a list with an input (Enter adds), removable items and suggestions. */
export function ItemsStep({ kind, actorRef }: { kind: ListKind; actorRef: BuilderActor }) {
  const isSkill = kind === "skill";
  const copy = isSkill ? resumeCopy.skills : resumeCopy.certifications;
  // What the step shows: its list, what is typed in its box, and the box's message.
  const items = useSelector(actorRef, ({ context }) =>
    isSkill ? context.profile.skills : context.profile.certifications,
  );
  const draft = useSelector(actorRef, ({ context }) =>
    isSkill ? context.skillDraft : context.certificationDraft,
  );
  const error = useSelector(actorRef, ({ context }) =>
    isSkill ? context.skillError : context.certificationError,
  );
  const send = actorRef.send;
  const suggestions = isSkill
    ? suggestedSkills(items, SUGGESTED_SKILLS)
    : recommendedCertifications(items, SUGGESTED_CERTIFICATIONS);
  const listId = useId();
  const suggestionsId = useId();

  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const suggestionsRef = useRef<HTMLUListElement>(null);

  const add = (value: string) =>
    send(isSkill ? { type: "skill.add", value } : { type: "certification.add", value });
  // Focus is never dropped: a removed item gives its place to the next one (or the new last one),
  // and with none left to the input; an added suggestion leaves the suggestions, so focus goes to
  // the one taking its place, and with none left to the input.
  const remove = (value: string, index: number) => {
    send(isSkill ? { type: "skill.remove", value } : { type: "certification.remove", value });
    focusAfterRemoval(
      () => listRef.current?.querySelectorAll("button[data-remove]"),
      index,
      () => inputRef.current,
    );
  };
  const addSuggestion = (value: string, index: number) => {
    add(value);
    focusAfterRemoval(
      () => suggestionsRef.current?.querySelectorAll("button"),
      index,
      () => inputRef.current,
    );
  };

  return (
    <div className={stack({ gap: "6" })}>
      <div className={flex({ gap: "2", align: "flex-start", direction: { base: "column", sm: "row" } })}>
        <Field
          label={copy.input}
          error={error ? messageFor(kind, error) : undefined}
          className={stack({ gap: "1.5", flex: "1", minW: "0", w: "full" })}
        >
          {(props) => (
            <TextInput
              {...props}
              ref={inputRef}
              value={draft}
              placeholder={copy.placeholder}
              maxLength={MAX_ITEM_DRAFT_LENGTH}
              autoComplete="off"
              enterKeyHint="done"
              onChange={(event) =>
                send(
                  isSkill
                    ? { type: "skill.input", value: event.target.value }
                    : { type: "certification.input", value: event.target.value },
                )
              }
              onKeyDown={(event) => {
                if (event.key === "Enter" && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  add(draft);
                }
              }}
            />
          )}
        </Field>
        <button
          type="button"
          className={cx(button({ variant: "outline", size: "md" }), css({ mt: { sm: "7" }, flexShrink: 0 }))}
          onClick={() => add(draft)}
        >
          <Plus aria-hidden="true" />
          {copy.add}
        </button>
      </div>

      <div>
        <h3 id={listId} className={subHeading}>
          {copy.listLabel}
          <span className={css({ ml: "2", color: "fg.muted", fontWeight: "600" })}>({items.length})</span>
        </h3>
        {items.length ? (
          <ul
            ref={listRef}
            aria-labelledby={listId}
            className={plainList({ flow: "wrap", p: "0", m: "0", mt: "3" })}
          >
            {items.map((item, index) => (
              <li key={item} className={chip}>
                <span>{item}</span>
                <button
                  type="button"
                  aria-label={copy.remove(item)}
                  className={chipRemove}
                  data-remove
                  onClick={() => remove(item, index)}
                >
                  <X aria-hidden="true" size={16} />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={detail({ mt: "2" })}>{copy.empty}</p>
        )}
      </div>

      {suggestions.length ? (
        <div>
          <h3 id={suggestionsId} className={subHeading}>
            {copy.suggested}
          </h3>
          <ul
            ref={suggestionsRef}
            aria-labelledby={suggestionsId}
            className={plainList({ flow: "wrap", p: "0", m: "0", mt: "3" })}
          >
            {suggestions.map((item, index) => (
              <li key={item}>
                <button type="button" className={suggestionChip} onClick={() => addSuggestion(item, index)}>
                  <Plus aria-hidden="true" size={14} />
                  <span className={visuallyHidden()}>Add </span>
                  {item}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
