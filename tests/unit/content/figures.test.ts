import { describe, expect, it } from "vitest";
import { aboutStats } from "../../../src/content/about";
import { contractorStats, latestProjects } from "../../../src/content/contractors";
import { chooseUs, featuredExperts } from "../../../src/content/employers";
import { skillFilterOptions } from "../../../src/content/jobFilters";
import { networkCountries, states } from "../../../src/content/locations";
import { footerCopy } from "../../../src/content/navigation";
import { daysAfterBuild, network } from "../../../src/content/network";
import { people } from "../../../src/content/people";
import { sampleContractors } from "../../../src/content/sampleContractors";
import { featuredContractor } from "../../../src/content/searchContractors";
import { site } from "../../../src/content/site";

/** Issue 36, 'Figures that agree': one place holds the network's figures, and every page reads it. */
describe("the network's figures agree across pages", () => {
  it("a person has one rating wherever they appear", () => {
    const michael = people.michaelR.rating;
    expect(featuredExperts.experts.find((e) => e.name === "Michael R.")?.rating).toBe(michael);
    expect(sampleContractors.find((c) => c.name === "Michael R.")?.rating).toBe(michael);
    expect(featuredContractor.rating).toBe(michael);
    for (const card of sampleContractors) {
      const person = Object.values(people).find((p) => p.name === card.name);
      expect(card.rating, card.name).toBe(person && "rating" in person ? person.rating : undefined);
    }
  });

  it("scopes the two speed claims so both are true", () => {
    expect(chooseUs.benefits[0]?.description).toContain(network.fasterThanRecruiting.scope);
    expect(aboutStats.items.find((s) => s.value === "70%")?.label).toMatch(/than agencies, from posting/);
  });

  it("reads open jobs and skill counts from the network", () => {
    expect(Object.fromEntries(skillFilterOptions.map((o) => [o.value, o.count]))).toEqual(
      network.openJobsBySkill,
    );
    expect(states.map((s) => s.openJobs)).toEqual([186, 142, 117]);
  });

  it("puts the United Kingdom in the network's countries, which add up to the 40,000+ claim", () => {
    expect(networkCountries.map((c) => c.name)).toContain("United Kingdom");
    expect(networkCountries.reduce((sum, c) => sum + c.specialists, 0)).toBeGreaterThanOrEqual(40_000);
  });

  it("scopes $100K+ contracts beside the $47,500 average", () => {
    expect(contractorStats.cards[0]?.label).toContain(network.contracts.large);
  });

  it("dates samples from the build, and the copyright runs to the build's year", () => {
    expect(site.buildDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const start = latestProjects.jobs.find((job) => job.startDate !== "Immediate")?.startDate ?? "";
    expect(start).toBe(daysAfterBuild(16));
    expect(Date.parse(`${start} UTC`)).toBeGreaterThan(Date.parse(`${site.buildDate}T00:00:00Z`));
    expect(footerCopy.copyright).toContain(site.buildDate.slice(0, 4));
  });
});
