import { jsonExceeds } from "./jsonShape";
import {
  entryText,
  itemList,
  MAX_ENTRIES,
  personalText,
  profileSchema,
  type ResumeProfile,
  specialtySchema,
  TEMPLATE_IDS,
  type TemplateId,
} from "./resume";
import { map, picklist } from "./schema";
import { all, complete, tuple } from "./storedSchema";

/**
 * A resume carried in a link's fragment, so a profile can be shared with no server: the fragment
 * never leaves the browser. The format is compact and versioned:
 *
 *   #v1.<base64url of deflate-raw of JSON>
 *
 * where the JSON is a positional array (short, and tied to this version):
 *   [template, fullName, email, phone, location, specialty,
 *    [[company, title, location, startDate, endDate, description], ...], [skills], [certifications]]
 *
 * The photo is left out. Opening a link checks everything: the prefix, the encoding, the size before
 * and after inflating, how many lists the JSON holds and how deep, the JSON, and then the profile by
 * schema (`compact`, issue 19) with the builder's own limits.
 */
export interface SharedResume {
  template: TemplateId;
  profile: ResumeProfile;
}

export const SHARE_VERSION = 1;
const PREFIX = `v${SHARE_VERSION}.`;
/** A fragment longer than this is refused before any work: no real profile comes near it. */
export const MAX_FRAGMENT_LENGTH = 2_000_000;
/** Inflating stops past this many bytes, so a small link cannot expand into a huge one. */
export const MAX_INFLATED_BYTES = 4_000_000;

export type ShareProblem = "empty" | "newer" | "damaged";
export type DecodeResult = { ok: true; resume: SharedResume } | { ok: false; problem: ShareProblem };

// ---------------------------------------------------------------------------------------------
// Compact form

type Row = [string, string, string, string, string, string];
type Compact = [string, string, string, string, string, string, Row[], string[], string[]];

function toCompact({ template, profile }: SharedResume): Compact {
  const { fullName, email, phone, location } = profile.personalInfo;
  return [
    template,
    fullName,
    email,
    phone,
    location,
    profile.specialty,
    profile.experience.map((e) => [e.company, e.title, e.location, e.startDate, e.endDate, e.description]),
    profile.skills,
    profile.certifications,
  ];
}

const template = picklist(TEMPLATE_IDS);

/**
 * The compact form read back with the builder's own limits: nine items, each usable (20 rows of six
 * texts at most); the rows' ids are their places.
 */
const compact = map(
  tuple([
    template,
    personalText,
    personalText,
    personalText,
    personalText,
    specialtySchema,
    all(tuple([entryText, entryText, entryText, entryText, entryText, entryText]), MAX_ENTRIES),
    itemList,
    itemList,
  ]),
  (data): SharedResume | null => {
    if (!data) return null;
    const [template, fullName, email, phone, location, specialty, rows, skills, certifications] = data;
    const experience = rows.map(([company, title, location, startDate, endDate, description], index) => ({
      id: index + 1,
      company,
      title,
      location,
      startDate,
      endDate,
      description,
    }));
    const personalInfo = { fullName, email, phone, location };
    return { template, profile: { personalInfo, specialty, experience, skills, certifications } };
  },
);

/** A decoded resume checked again, for whatever hands one over (the read-only page's machine). */
const shared = complete({ template, profile: profileSchema });

export function parseSharedResume(value: unknown): SharedResume | null {
  return shared.parse(value) ?? null;
}

/**
 * Whether JSON text holds more lists than the compact form can (the resume, its experience rows,
 * skills and certifications), or nests them deeper (three): a million empty rows (4 KB of link)
 * cost the parser about a second, so such text is refused before it is parsed.
 */
const tooManyLists = (json: string) => jsonExceeds(json, 3, MAX_ENTRIES + 4);

// ---------------------------------------------------------------------------------------------
// Bytes

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function readAll(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

function transform(bytes: Uint8Array, stream: CompressionStream | DecompressionStream) {
  const source = new Blob([bytes as BlobPart]).stream();
  return source.pipeThrough(stream as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
}

// ---------------------------------------------------------------------------------------------
// The codec

/** The fragment (without '#') that carries this resume. */
export async function encodeShareFragment(resume: SharedResume): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(toCompact(resume)));
  const packed = await readAll(
    transform(json, new CompressionStream("deflate-raw")),
    Number.POSITIVE_INFINITY,
  );
  return PREFIX + toBase64Url(packed ?? new Uint8Array());
}

/** Reads a fragment (with or without '#'); never throws, whatever it is given. */
/** A link with no resume in its fragment ("" or "#"): refused as "empty", with nothing to decode. */
export function isEmptyShareFragment(fragment: string): boolean {
  return fragment === "" || fragment === "#";
}

export async function decodeShareFragment(fragment: string): Promise<DecodeResult> {
  if (isEmptyShareFragment(fragment)) return { ok: false, problem: "empty" };
  const text = fragment.startsWith("#") ? fragment.slice(1) : fragment;
  if (text.length > MAX_FRAGMENT_LENGTH) return { ok: false, problem: "damaged" };
  const version = /^v(\d{1,6})\./.exec(text);
  if (!version) return { ok: false, problem: "damaged" };
  if (Number(version[1]) > SHARE_VERSION) return { ok: false, problem: "newer" };
  if (Number(version[1]) !== SHARE_VERSION) return { ok: false, problem: "damaged" };
  try {
    const packed = fromBase64Url(text.slice(PREFIX.length));
    if (!packed || packed.length === 0) return { ok: false, problem: "damaged" };
    const json = await readAll(transform(packed, new DecompressionStream("deflate-raw")), MAX_INFLATED_BYTES);
    if (!json) return { ok: false, problem: "damaged" };
    const decoded = new TextDecoder("utf-8", { fatal: true }).decode(json);
    if (tooManyLists(decoded)) return { ok: false, problem: "damaged" };
    const resume = compact.parse(JSON.parse(decoded));
    return resume ? { ok: true, resume } : { ok: false, problem: "damaged" };
  } catch {
    return { ok: false, problem: "damaged" };
  }
}

/** The whole link: the read-only page at `origin` with the resume in its fragment. */
export async function shareLink(origin: string, resume: SharedResume): Promise<string> {
  return `${origin}${SHARED_RESUME_PATH}#${await encodeShareFragment(resume)}`;
}

export const SHARED_RESUME_PATH = "/resume";
