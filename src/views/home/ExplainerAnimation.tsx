import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { barTrack, detail, stack, visuallyHidden } from "styled-system/patterns";
import { explainerVideo, howItWorks } from "../../content/home";

/**
 * The bundled explainer: the four employer steps as a short animated walkthrough drawn in SVG and
 * CSS, shown in the video dialog when no explainer video is configured (VITE_EXPLAINER_VIDEO_ID).
 * It asks nothing of anyone. Each scene holds the stage for four seconds of a sixteen-second loop;
 * with prefers-reduced-motion the four steps stand still side by side instead.
 * All four steps are in the DOM as an ordered list, so a screen reader hears them in order.
 */
const SCENE_SECONDS = 4;

const stroke = { fill: "none", strokeLinecap: "round", strokeLinejoin: "round" } as const;

/** A line that draws itself when its scene comes up (a still line with reduced motion). */
function DrawnLine({
  d,
  delay,
  color = "#a9bacb",
  width = 5,
}: {
  d: string;
  delay: number;
  color?: string;
  width?: number;
}) {
  return (
    <path
      d={d}
      {...stroke}
      stroke={color}
      strokeWidth={width}
      strokeDasharray="120"
      className={drawn}
      style={{ animationDelay: `${delay}s` }}
    />
  );
}

const drawn = css({
  animation: "explainerDraw 16s linear infinite both",
  _motionReduce: { animation: "none", strokeDashoffset: "0" },
});

function PostProject({ delay }: { delay: number }) {
  return (
    <>
      <rect x="30" y="14" width="140" height="122" rx="10" fill="#13202f" stroke="#425a74" strokeWidth="2" />
      <rect x="30" y="14" width="140" height="22" rx="10" fill="#1f3044" />
      <circle cx="44" cy="25" r="3" fill="#56708c" />
      <circle cx="54" cy="25" r="3" fill="#56708c" />
      <rect x="44" y="46" width="46" height="6" rx="3" fill="#56708c" />
      <rect x="44" y="58" width="112" height="14" rx="4" fill="#0b1520" stroke="#33475d" />
      <DrawnLine d="M50 65 H132" delay={delay} />
      <rect x="44" y="80" width="34" height="6" rx="3" fill="#56708c" />
      <rect x="44" y="92" width="112" height="14" rx="4" fill="#0b1520" stroke="#33475d" />
      <DrawnLine d="M50 99 H110" delay={delay + 0.5} />
      <rect x="104" y="114" width="52" height="14" rx="7" fill="#f56a12" />
      <path d="M116 121 h28" stroke="#fff" strokeWidth="3" {...stroke} />
    </>
  );
}

function ReviewMatches({ delay }: { delay: number }) {
  return (
    <>
      {[18, 60, 102].map((y, index) => (
        <g key={y}>
          <rect x="24" y={y} width="152" height="34" rx="8" fill="#13202f" stroke="#425a74" strokeWidth="2" />
          <circle cx="44" cy={y + 17} r="10" fill={index === 0 ? "#f56a12" : "#33475d"} />
          <rect x="62" y={y + 9} width={index === 0 ? 64 : 52} height="6" rx="3" fill="#a9bacb" />
          <rect x="62" y={y + 20} width={index === 1 ? 40 : 72} height="5" rx="2.5" fill="#56708c" />
          <circle cx="158" cy={y + 17} r="9" fill="#167a45" />
          <DrawnLine d={`M153 ${y + 17} l4 4 l7 -8`} delay={delay + 0.4 * index} color="#fff" width={3} />
        </g>
      ))}
    </>
  );
}

function InterviewHire({ delay }: { delay: number }) {
  return (
    <>
      <rect x="18" y="20" width="100" height="40" rx="12" fill="#1f3044" stroke="#425a74" strokeWidth="2" />
      <DrawnLine d="M32 34 H100" delay={delay} />
      <DrawnLine d="M32 46 H78" delay={delay + 0.3} />
      <rect x="82" y="70" width="100" height="40" rx="12" fill="#f56a12" />
      <DrawnLine d="M96 84 H166" delay={delay + 0.8} color="#fff" />
      <DrawnLine d="M96 96 H140" delay={delay + 1.1} color="#fff" />
      <circle cx="40" cy="118" r="13" fill="#33475d" stroke="#7a91a9" strokeWidth="2" />
      <path d="M58 118 h28" stroke="#7a91a9" strokeWidth="3" strokeDasharray="4 5" {...stroke} />
      <circle cx="104" cy="128" r="13" fill="#167a45" />
      <path d="M98 128 l4 4 l8 -9" stroke="#fff" strokeWidth="3" {...stroke} />
    </>
  );
}

function ProjectSuccess({ delay }: { delay: number }) {
  const hours = [34, 52, 44, 60, 40];
  return (
    <>
      <rect x="22" y="14" width="156" height="122" rx="10" fill="#13202f" stroke="#425a74" strokeWidth="2" />
      <rect x="36" y="26" width="58" height="6" rx="3" fill="#a9bacb" />
      <path d="M36 118 H164" stroke="#33475d" strokeWidth="2" />
      {hours.map((height, index) => (
        <rect
          key={height}
          x={44 + index * 24}
          y={116 - height}
          width="14"
          height={height}
          rx="3"
          fill={index === 3 ? "#f56a12" : "#56708c"}
        />
      ))}
      <circle cx="156" cy="32" r="11" fill="#167a45" />
      <DrawnLine d="M150 32 l4 4 l8 -9" delay={delay + 0.6} color="#fff" width={3} />
    </>
  );
}

const illustrations: Array<(props: { delay: number }) => ReactNode> = [
  PostProject,
  ReviewMatches,
  InterviewHire,
  ProjectSuccess,
];

export function ExplainerAnimation() {
  const steps = howItWorks.employers.steps;
  const loopSeconds = steps.length * SCENE_SECONDS;
  return (
    <div className={stage}>
      <p className={visuallyHidden()}>{explainerVideo.animationSummary}</p>
      <ol className={sceneList}>
        {steps.map((step, index) => {
          const Illustration = illustrations[index] ?? PostProject;
          const delay = index * SCENE_SECONDS;
          return (
            <li key={step.step} className={scene} style={{ animationDelay: `${delay}s` }}>
              <svg viewBox="0 0 200 150" aria-hidden="true" focusable="false" className={art}>
                <Illustration delay={delay} />
              </svg>
              <div className={css({ minW: "0" })}>
                <p className={kicker}>
                  Step {step.step} of {steps.length} · {step.timeline}
                </p>
                <h3 className={sceneTitle}>{step.title}</h3>
                <p className={sceneText}>{step.description}</p>
              </div>
            </li>
          );
        })}
      </ol>
      <div className={progressTrack} aria-hidden="true">
        <span className={progressBar} style={{ animationDuration: `${loopSeconds}s` }} />
        {steps.slice(1).map((step, index) => (
          <span
            key={step.step}
            className={progressTick}
            style={{ left: `${((index + 1) / steps.length) * 100}%` }}
          />
        ))}
      </div>
      <p className={footnote}>{explainerVideo.animationNote}</p>
    </div>
  );
}

const stage = stack({
  gap: "4",
  position: "relative",
  bg: "bg.inverted",
  color: "white",
  px: { base: "5", md: "10" },
  pt: { base: "6", md: "10" },
  pb: { base: "5", md: "6" },
});

const sceneList = css({
  position: "relative",
  listStyle: "none",
  m: "0",
  p: "0",
  minH: { base: "25rem", sm: "17rem", md: "20rem" },
  _motionReduce: {
    minH: "0",
    display: "grid",
    gridTemplateColumns: { base: "1fr", md: "1fr 1fr" },
    gap: "6",
  },
});

const scene = css({
  position: "absolute",
  inset: "0",
  display: "grid",
  gridTemplateColumns: { base: "1fr", sm: "minmax(0, 1fr) minmax(0, 1fr)" },
  alignItems: "center",
  alignContent: "center",
  gap: { base: "4", md: "8" },
  opacity: "0",
  animation: "explainerScene 16s ease-in-out infinite both",
  _motionReduce: {
    position: "static",
    opacity: "1",
    animation: "none",
    gridTemplateColumns: "7rem minmax(0, 1fr)",
    gap: "4",
  },
});

const art = css({
  w: "full",
  maxW: { base: "15rem", sm: "none" },
  mx: "auto",
  h: "auto",
});

const kicker = css({
  fontSize: "sm",
  fontWeight: "semibold",
  color: "fg.invertedAccent",
  letterSpacing: "0.02em",
});

const sceneTitle = css({
  mt: "1",
  fontFamily: "heading",
  fontSize: { base: "xl", md: "3xl" },
  fontWeight: "bold",
  lineHeight: "1.15",
  color: "white",
});

const sceneText = detail({
  tone: "inverted",
  size: { base: "sm", md: "md" },
  mt: "2",
  lineHeight: "1.55",
});

const progressTrack = barTrack({
  h: "1",
  position: "relative",
  overflow: "hidden",
  _motionReduce: { display: "none" },
});

const progressBar = css({
  position: "absolute",
  inset: "0",
  bg: "accent.vivid",
  transformOrigin: "left",
  animation: "explainerProgress 16s linear infinite",
});

const progressTick = css({ position: "absolute", top: "0", bottom: "0", w: "2px", bg: "bg.inverted" });

const footnote = detail({ size: "xs", color: "fg.invertedSubtle" });
