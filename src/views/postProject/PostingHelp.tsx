import { Portal } from "@ark-ui/react/portal";
import { CircleHelp, ExternalLink as ExternalLinkIcon, X } from "lucide-react";
import { useEffect, useState } from "react";
import { css } from "styled-system/css";
import { detail, grid, inlineLink } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { popoverBelowHeader } from "../../components/dom/belowHeader";
import { ExternalLink } from "../../components/ui/ExternalLink";
import { Popover } from "../../components/ui/Popover";
import { links } from "../../content/links";
import { postProjectCopy } from "../../content/postProject";

const copy = postProjectCopy.help;
const HELP_TITLE_ID = "posting-help-title";
const HELP_DESCRIPTION_ID = "posting-help-description";

/** The help prompt's popover: posting help with a link to the team. Open or closed comes from the postingHelp machine. */
export function PostingHelp({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // Mounted already open (pressed while this code was on its way): it opens a moment after it
  // mounts, as it would when pressed now, so the popover moves focus into itself.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Popover.Root
      open={mounted && open}
      onOpenChange={(details) => onOpenChange(details.open)}
      positioning={popoverBelowHeader}
      ids={{ title: HELP_TITLE_ID, description: HELP_DESCRIPTION_ID }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger className={button({ variant: "ghost" })}>
        <CircleHelp aria-hidden="true" />
        {copy.trigger}
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content aria-labelledby={HELP_TITLE_ID} aria-describedby={HELP_DESCRIPTION_ID}>
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            {/* At most the room left on the side it opened on (the positioning's --available-height,
                less the content's padding and border): on a short screen the text scrolls here instead
                of the panel running under the header or off screen. The arrow stays outside, unclipped;
                the 6px inset (taken back by the margin) keeps the link's focus ring unclipped. */}
            <div
              className={css({
                maxH: "calc(var(--available-height, 100vh) - 1.75rem - 2px)",
                overflowY: "auto",
                p: "1.5",
                m: "-1.5",
              })}
            >
              <Popover.Title>{copy.title}</Popover.Title>
              <Popover.Description>{copy.intro}</Popover.Description>
              <dl className={grid({ gap: "3", mt: "4", fontSize: "sm" })}>
                {copy.items.map((item) => (
                  <div key={item.q}>
                    <dt className={css({ fontWeight: "600" })}>{item.q}</dt>
                    <dd className={detail({ size: "inherit", mt: "0.5" })}>{item.a}</dd>
                  </div>
                ))}
              </dl>
              <ExternalLink href={links.contact()} className={inlineLink({ mt: "4", fontSize: "sm" })}>
                {copy.contact}
                <ExternalLinkIcon aria-hidden="true" size={14} />
              </ExternalLink>
            </div>
            <Popover.CloseTrigger aria-label={copy.close}>
              <X aria-hidden="true" size={18} />
            </Popover.CloseTrigger>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
