import { WifiOff } from "lucide-react";
import { css } from "styled-system/css";
import { detail, flex, title, vstack } from "styled-system/patterns";
import { useOnline } from "../../components/hooks/useOnline";
import { Dialog } from "../../components/ui/Dialog";
import { explainerVideo } from "../../content/home";
import { ExplainerAnimation } from "./ExplainerAnimation";

/**
 * The explainer video's dialog. Loaded on demand (see ExplainerVideo), so Ark's dialog code never
 * weighs on the home page's first load; mounted only while the machine is open, so the player and
 * its request to the video host exist only then. With no video configured it plays the bundled
 * animated walkthrough, which asks nothing of anyone. The player needs the video host: offline it
 * says so in its place, and appears once the connection is back.
 */
export function VideoDialog({ onClose }: { onClose: () => void }) {
  const online = useOnline();
  return (
    <Dialog
      open
      onClose={onClose}
      title={explainerVideo.title}
      closeLabel={explainerVideo.closeLabel}
      size="video"
      // The machine's focusThumbnail action returns focus; Ark must not move it as well.
      restoreFocus={false}
      classNames={{
        header: flex({
          align: "center",
          minH: "14",
          pl: { base: "4", md: "5" },
          pr: "14",
          bg: "bg.inverted",
          borderBottomWidth: "1px",
          borderColor: "border.inverted",
        }),
        title: css({ color: "white", fontSize: { base: "md", md: "lg" } }),
        closeTrigger: css({
          top: "2",
          right: "2",
          color: "fg.invertedMuted",
          _hover: { bg: "bg.invertedMuted", color: "white" },
        }),
      }}
    >
      {explainerVideo.embedUrl && !online ? (
        <div
          role="status"
          className={vstack({
            justify: "center",
            gap: "2",
            aspectRatio: "16 / 9",
            bg: "bg.inverted",
            color: "white",
            p: "6",
            textAlign: "center",
          })}
        >
          <WifiOff aria-hidden="true" size={32} className={css({ color: "accent.bright" })} />
          <p className={title({ size: { base: "md", md: "lg" } })}>{explainerVideo.offlineTitle}</p>
          <p className={detail({ tone: "inverted", maxW: "26rem" })}>{explainerVideo.offlineBody}</p>
        </div>
      ) : explainerVideo.embedUrl ? (
        <div className={css({ position: "relative", aspectRatio: "16 / 9", bg: "black" })}>
          <iframe
            src={explainerVideo.embedUrl}
            title={explainerVideo.title}
            allow={explainerVideo.allow}
            allowFullScreen
            className={css({ position: "absolute", inset: "0", w: "full", h: "full", border: "0" })}
          />
        </div>
      ) : (
        <ExplainerAnimation />
      )}
    </Dialog>
  );
}
