import { Copy, Download } from "lucide-react";
import { css } from "styled-system/css";
import { detail, flex, grid, stack } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { Field } from "../../../components/ui/Field";
import { TextInput } from "../../../components/ui/inputs";
import { qrDialogCopy as copy } from "../../../content/resume";
import { QUIET_ZONE, qrMatrix } from "./qrCode";

export interface QrPanelProps {
  link: string;
  onCopy: () => void;
  onDownload: (format: "png" | "svg") => void;
}

/**
 * The QR dialog's body (loaded with the QR library when the dialog first opens): the code, the link
 * to copy, and the PNG and SVG downloads. A link too long for a QR code still shows, to copy.
 */
export default function QrPanel({ link, onCopy, onDownload }: QrPanelProps) {
  const matrix = qrMatrix(link);
  const full = matrix ? matrix.size + QUIET_ZONE * 2 : 0;
  return (
    <div className={stack({ gap: "5", mt: "5" })}>
      {matrix ? (
        <svg
          role="img"
          aria-label={copy.imageAlt}
          data-testid="share-qr"
          viewBox={`0 0 ${full} ${full}`}
          shapeRendering="crispEdges"
          className={css({
            alignSelf: "center",
            w: "min(100%, 18rem)",
            h: "auto",
            aspectRatio: "1",
            borderRadius: "md",
            borderWidth: "1px",
            borderColor: "border.default",
          })}
        >
          <rect width="100%" height="100%" fill="#ffffff" />
          <path fill="#0b1520" d={matrix.path} />
        </svg>
      ) : (
        <p role="status" className={detail()}>
          {copy.tooLong}
        </p>
      )}
      <div className={flex({ gap: "2", align: "flex-end" })}>
        <Field label={copy.linkLabel} className={stack({ gap: "1.5", flex: "1", minW: "0" })}>
          {(props) => (
            <TextInput {...props} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          )}
        </Field>
        <button type="button" className={button({ variant: "outline", size: "md" })} onClick={onCopy}>
          <Copy aria-hidden="true" />
          {copy.copy}
        </button>
      </div>
      {matrix ? (
        <div className={grid({ columns: 2, gap: "3" })}>
          <button
            type="button"
            className={button({ variant: "solid", size: "md" })}
            onClick={() => onDownload("png")}
          >
            <Download aria-hidden="true" />
            {copy.downloadPng}
          </button>
          <button
            type="button"
            className={button({ variant: "outline", size: "md" })}
            onClick={() => onDownload("svg")}
          >
            <Download aria-hidden="true" />
            {copy.downloadSvg}
          </button>
        </div>
      ) : null}
    </div>
  );
}
