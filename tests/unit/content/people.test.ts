import { describe, expect, it } from "vitest";
import { testimonials } from "../../../src/content/about";
import { successStories } from "../../../src/content/contractors";
import { featuredExperts } from "../../../src/content/employers";
import { footerColumns } from "../../../src/content/footer";
import { socialProof } from "../../../src/content/home";
import { links } from "../../../src/content/links";
import { allPeople, byline, type SamplePerson } from "../../../src/content/people";
import { featuredContractorPhoto, sampleContractors } from "../../../src/content/sampleContractors";
import { featuredContractor } from "../../../src/content/searchContractors";

/** Everyone shown anywhere, as each page shows them. */
interface Appearance {
  where: string;
  name: string;
  trade?: string;
  city?: string;
  rate?: number;
  portrait?: string;
  role?: string;
  id?: number;
}

const appearances: Appearance[] = [
  ...sampleContractors.map((c) => ({
    where: "/search-contractors card",
    name: c.name,
    trade: c.title,
    city: c.location,
    rate: c.rate,
    portrait: c.photo.portrait,
    id: c.id,
  })),
  {
    where: "/search-contractors featured",
    name: featuredContractor.name,
    trade: featuredContractor.title,
    rate: Number(featuredContractor.rate.replace(/\D/g, "")),
    portrait: featuredContractorPhoto.portrait,
    id: featuredContractor.id,
  },
  ...featuredExperts.experts.map((e) => ({
    where: "/for-employers expert",
    name: e.name,
    trade: e.specialization,
    city: e.location,
    rate: e.ratePerHour,
    portrait: e.photo.portrait,
    id: e.id,
  })),
  ...successStories.stories.map((s) => ({
    where: "/for-contractors story",
    name: s.name,
    role: s.role,
    portrait: s.photo.portrait,
  })),
  ...testimonials.items.map((t) => ({
    where: "/about testimonial",
    name: t.name,
    role: t.role,
    portrait: t.photo?.portrait,
  })),
  { where: "home testimonial", name: socialProof.testimonial.name, role: socialProof.testimonial.role },
];

const byName = new Map(allPeople.map((p) => [p.name, p]));

describe("sample people: one registry, one profile per name", () => {
  it("no name, portrait or profile id belongs to two people in the registry", () => {
    const names = allPeople.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    const portraits = allPeople.map((p) => p.portrait);
    expect(new Set(portraits).size).toBe(portraits.length);
    const ids = allPeople.flatMap((p) => (p.profileId === undefined ? [] : [p.profileId]));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("every person shown anywhere is in the registry, with the same trade, city, rate, portrait and id", () => {
    for (const a of appearances) {
      const p = byName.get(a.name) as SamplePerson;
      expect(p, `${a.name} (${a.where}) is not in src/content/people.ts`).toBeDefined();
      const label = `${a.name} on ${a.where}`;
      if (a.trade !== undefined) expect(a.trade, label).toBe(p.trade);
      if (a.city !== undefined) expect(a.city, label).toBe(p.city);
      if (a.rate !== undefined) expect(a.rate, label).toBe(p.rate);
      if (a.portrait !== undefined) expect(a.portrait, label).toBe(p.portrait);
      if (a.id !== undefined) expect(a.id, label).toBe(p.profileId);
      if (a.role !== undefined) expect(a.role, label).toBe(byline(p));
    }
  });

  it("a name never comes back with another profile across pages", () => {
    const seen = new Map<string, string>();
    for (const a of appearances) {
      const p = byName.get(a.name);
      const profile = JSON.stringify([p?.trade, p?.city, p?.rate, p?.portrait, p?.profileId]);
      const first = seen.get(a.name);
      if (first) expect(profile, a.name).toBe(first);
      else seen.set(a.name, profile);
    }
  });

  it("profile links in the footer point at the registry's person", () => {
    const hrefs = footerColumns.flatMap((column) =>
      column.links.flatMap((link) => ("href" in link ? [link.href] : [])),
    );
    for (const href of hrefs.filter((h) => h.includes("/professionals/"))) {
      const match = allPeople.find(
        (p) => p.profileId && href === links.contractorProfile(p.profileId, p.name),
      );
      expect(match, href).toBeDefined();
    }
  });
});
