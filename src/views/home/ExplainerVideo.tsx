import { useSelector } from "@xstate/react";
import { Play } from "lucide-react";
import { useRef } from "react";
import { css } from "styled-system/css";
import { center, detail, flex, heroFrame, title } from "styled-system/patterns";
import { videoDialogMachine } from "../../../machines/videoDialog";
import { explainerPoster } from "../../assets/images/illustrations/explainer-poster";
import { lazyComponent, useFailureNotice, useOnDemand } from "../../components/hooks/useOnDemand";
import { useOnline } from "../../components/hooks/useOnline";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { explainerVideo } from "../../content/home";
import { useFlow } from "../../flows/useFlow";

/**
 * Ark's dialog is fetched on intent (pointer over, focus) or on open, never with the page. If it
 * cannot be loaded (offline), a notice says so, with a retry; dismissing it closes the player.
 */
const videoDialogCode = lazyComponent(() => import("./VideoDialog").then((module) => module.VideoDialog));

/**
 * The thumbnail's width: half the hero (1.1fr : 1fr, 56 px gap) from lg, the container's width
 * below (16 px padding, 24 from md).
 */
const posterSizes =
  "(min-width: 1200px) 522px, (min-width: 1024px) calc((100vw - 104px) / 2.1), (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)";

/** The hero's video thumbnail; the videoDialog machine decides whether the player shows. */
export function ExplainerVideo() {
  const thumbnailRef = useRef<HTMLButtonElement>(null);
  const actorRef = useFlow(videoDialogMachine, {
    actions: {
      // The dialog unmounts in the same commit; focus once it is gone.
      focusThumbnail: () => requestAnimationFrame(() => thumbnailRef.current?.focus()),
    },
  });
  const send = actorRef.send;
  const open = useSelector(actorRef, (state) => state.matches("open"));
  // A video from the video host needs the network: offline, the thumbnail says so.
  const online = useOnline();
  const needsNetwork = Boolean(explainerVideo.embedUrl) && !online;
  const preload = videoDialogCode.warm;
  const player = useOnDemand(videoDialogCode, open);
  const close = () => send({ type: "dialog.close" });
  useFailureNotice("video", explainerVideo.playerName, videoDialogCode, player, {
    wanted: open,
    onDismiss: close,
  });
  const VideoDialog = open && player.status === "loaded" ? player.value : null;

  return (
    <>
      <button
        ref={thumbnailRef}
        type="button"
        aria-haspopup="dialog"
        aria-label={explainerVideo.thumbnailLabel}
        onClick={() => send({ type: "dialog.open" })}
        onPointerEnter={preload}
        onFocus={preload}
        className={heroFrame({
          position: "relative",
          display: "block",
          w: "full",
          aspectRatio: "16 / 9",
          overflow: "hidden",
          cursor: "pointer",
          textAlign: "left",
          "& img": { transition: "transform 300ms ease-out" },
          "&:hover img": { transform: "scale(1.03)" },
          "&:hover [data-play]": { transform: "scale(1.08)", bg: "accent.bright" },
        })}
      >
        {/* The hero's largest image, in view on a desktop: fetched first, painted as soon as it
            arrives. The button's name comes from its label, so the image itself is decorative. */}
        <ResponsiveImage
          image={explainerPoster}
          alt=""
          priority
          sizes={posterSizes}
          pictureClassName={css({ display: "block", w: "full", h: "full" })}
          className={css({ display: "block", w: "full", h: "full", objectFit: "cover" })}
        />
        <span
          data-play
          aria-hidden="true"
          className={center({
            position: "absolute",
            top: "50%",
            left: "50%",
            mt: "-8",
            ml: "-8",
            w: "16",
            h: "16",
            borderRadius: "full",
            bg: "accent.vivid",
            color: "white",
            boxShadow: "0 0 0 10px rgba(245, 106, 18, 0.25), 0 12px 32px rgba(0, 0, 0, 0.45)",
            transition: "transform 200ms ease-out, background-color 200ms",
          })}
        >
          <Play size={28} fill="currentColor" className={css({ ml: "1" })} />
        </span>
        <span
          className={flex({
            direction: "column",
            position: "absolute",
            insetX: "0",
            bottom: "0",
            px: { base: "4", md: "5" },
            pt: "10",
            pb: { base: "3", md: "4" },
            backgroundImage: "linear-gradient(180deg, transparent, rgba(11, 21, 32, 0.92))",
          })}
        >
          <span className={title({ size: { base: "sm", md: "md" }, color: "white" })}>
            {explainerVideo.caption}
          </span>
          <span className={detail({ tone: "inverted", size: { base: "xs", md: "sm" } })}>
            {needsNetwork ? explainerVideo.offlineTitle : explainerVideo.captionDetail}
          </span>
        </span>
      </button>
      {VideoDialog ? <VideoDialog onClose={close} /> : null}
    </>
  );
}
