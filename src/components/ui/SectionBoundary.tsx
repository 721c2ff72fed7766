import { Component, type ErrorInfo, type ReactNode } from "react";
import { css } from "styled-system/css";
import { button } from "styled-system/recipes";

interface Props {
  /** Names the section in the message, e.g. "The savings calculator". */
  name: string;
  /**
   * Runs before the section renders again after "Try again": a section that keeps a draft reads it
   * back here, so the retry starts from what was saved rather than from an empty form.
   */
  onReset?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Contains a failure to one section: the section shows a short message with a retry, and the rest
 * of the page keeps working. (Class component: React offers error boundaries only this way.)
 */
export class SectionBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`[${this.props.name}] failed and was contained:`, error.message, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div
        role="alert"
        className={css({
          maxW: "container",
          mx: "auto",
          my: "8",
          px: { base: "4", md: "6" },
          py: "6",
          bg: "warning.bg",
          color: "warning.fg",
          borderRadius: "lg",
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          gap: "4",
        })}
      >
        <p className={css({ flex: "1", minW: "60", fontWeight: "500" })}>
          {`${this.props.name} could not be shown. The rest of the page works as usual.`}
        </p>
        <button
          type="button"
          className={button({ variant: "outline", size: "sm" })}
          onClick={() => {
            this.props.onReset?.();
            this.setState({ error: null });
          }}
        >
          Try again
        </button>
      </div>
    );
  }
}
