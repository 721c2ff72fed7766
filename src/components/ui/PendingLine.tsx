import { Loader2 } from "lucide-react";
import { flex, spinner } from "styled-system/patterns";

/**
 * Where a part loaded on demand (a wizard's later step) will show: a line that says it is on its
 * way, or, once its code could not be loaded, that it could not (the notice that offers to try
 * again is posted by useFailureNotice).
 */
export function PendingLine({
  failed,
  loading,
  notLoaded,
}: {
  failed: boolean;
  loading: string;
  notLoaded: string;
}) {
  return (
    <p role="status" className={flex({ align: "center", gap: "2", color: "fg.muted", minH: "10" })}>
      {failed ? (
        notLoaded
      ) : (
        <>
          <Loader2 aria-hidden="true" size={20} className={spinner()} />
          {loading}
        </>
      )}
    </p>
  );
}
