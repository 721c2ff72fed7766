import qrcode from "qrcode-generator";
import { downloadBlob } from "./download";

/**
 * The share link as a QR code: the module matrix (for the dialog's inline SVG), and the PNG and SVG
 * files to download. Error correction M survives a little wear on a printed code; a link too long
 * for any QR version returns null and the dialog says so.
 */
export interface QrMatrix {
  size: number;
  /** One SVG path drawing every dark module, in module units. */
  path: string;
  isDark: (row: number, col: number) => boolean;
}

export const QUIET_ZONE = 4;

export function qrMatrix(text: string): QrMatrix | null {
  const code = qrcode(0, "M");
  code.addData(text, "Byte");
  try {
    code.make();
  } catch {
    return null;
  }
  const size = code.getModuleCount();
  let path = "";
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (code.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size, path, isDark: (row, col) => code.isDark(row, col) };
}

export function qrSvg(matrix: QrMatrix): string {
  const full = matrix.size + QUIET_ZONE * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${full} ${full}" width="${full * 8}" height="${full * 8}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#ffffff"/><path fill="#0b1520" d="${matrix.path}"/></svg>`;
}

export async function qrPng(matrix: QrMatrix, scale = 10): Promise<Blob> {
  const full = matrix.size + QUIET_ZONE * 2;
  const canvas = document.createElement("canvas");
  canvas.width = full * scale;
  canvas.height = full * scale;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = "#0b1520";
  for (let row = 0; row < matrix.size; row += 1) {
    for (let col = 0; col < matrix.size; col += 1) {
      if (matrix.isDark(row, col)) {
        context.fillRect((col + QUIET_ZONE) * scale, (row + QUIET_ZONE) * scale, scale, scale);
      }
    }
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("The canvas made no PNG");
  return blob;
}

export async function downloadQr(link: string, format: "png" | "svg", fileName: string): Promise<void> {
  const matrix = qrMatrix(link);
  if (!matrix) throw new Error("Too long for a QR code");
  const blob = format === "svg" ? new Blob([qrSvg(matrix)], { type: "image/svg+xml" }) : await qrPng(matrix);
  downloadBlob(blob, fileName);
}
