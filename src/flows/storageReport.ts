/**
 * What a page tells its machine after writing a draft (issue 17: storage failures are said, the
 * same way, on every drafting page): `storage.refused` when the browser refused the write (storage
 * full or turned off) and `storage.kept` when a write succeeds again. Nothing while nothing changes,
 * so a machine hears of its storage only when the line about it must appear or go.
 */
export type StorageStatus = "kept" | "refused";
export type StorageReport = { type: "storage.refused" } | { type: "storage.kept" };

export function storageReport(written: boolean, status: StorageStatus): StorageReport | null {
  if (!written && status === "kept") return { type: "storage.refused" };
  if (written && status === "refused") return { type: "storage.kept" };
  return null;
}
