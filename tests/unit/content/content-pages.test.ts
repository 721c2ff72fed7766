import { describe, expect, it } from "vitest";
import {
  aboutHeroStats,
  aboutStats,
  advantages,
  linkDirectory,
  pathways,
  testimonials,
  timeline,
  values,
} from "../../../src/content/about";
import { INDUSTRY_ANCHORS, LOCATION_ANCHORS } from "../../../src/content/footer";
import {
  formatCount,
  industries,
  industriesCopy,
  industryTalentTotal,
} from "../../../src/content/industries";
import { links } from "../../../src/content/links";
import {
  formatRate,
  globalNetwork,
  networkCountries,
  otherStates,
  regions,
  states,
  unitedStates,
} from "../../../src/content/locations";
import { site } from "../../../src/content/site";

describe("/industries content", () => {
  it("has one section per footer anchor, in the footer's order", () => {
    expect(industries.map((industry) => industry.id)).toEqual(INDUSTRY_ANCHORS.map((anchor) => anchor.id));
    expect(industries.map((industry) => industry.id)).toEqual([
      "automotive-automation",
      "aerospace-automation",
      "food-beverage-automation",
      "pharmaceutical-automation",
      "heavy-manufacturing-automation",
      "renewable-energy-automation",
    ]);
  });

  it.each(industries.map((industry) => [industry.label, industry] as const))(
    "%s lists job titles, sample projects, tools, coverage areas and a talent pool",
    (_label, industry) => {
      expect(industry.jobTitles.length).toBeGreaterThanOrEqual(6);
      expect(industry.projects.length).toBeGreaterThanOrEqual(3);
      for (const project of industry.projects) {
        expect(project.title.length).toBeGreaterThan(10);
        expect(project.scope.length).toBeGreaterThan(40);
        expect(project.engagement).toMatch(/\d/);
      }
      expect(industry.tools.robots.length).toBeGreaterThanOrEqual(3);
      expect(industry.tools.controls.length).toBeGreaterThanOrEqual(3);
      expect(industry.tools.software.length).toBeGreaterThanOrEqual(5);
      expect(industry.coverage.length).toBeGreaterThanOrEqual(5);
      expect(industry.standards.length).toBeGreaterThanOrEqual(3);
      expect(Number.isInteger(industry.talentPool)).toBe(true);
      expect(industry.talentPool).toBeGreaterThan(1_000);
      expect(new Set(industry.jobTitles).size).toBe(industry.jobTitles.length);
    },
  );

  it("speaks the trade: real roles, projects and tools", () => {
    const all = JSON.stringify(industries);
    for (const term of [
      "Robot programmer",
      "Controls engineer",
      "PLC technician",
      "Validation engineer (CSV, 21 CFR Part 11)",
      "SCADA engineer",
      "Commissioning engineer",
      "Retrofit of a Fanuc R-30iB spot-welding cell",
      "Allen-Bradley ControlLogix migration from PLC-5",
      "GAMP 5 validation of a DeltaV batch system",
      "ABB RobotStudio",
      "FANUC ROBOGUIDE",
      "KUKA.WorkVisual",
      "Studio 5000",
      "TIA Portal",
      "Ignition",
      "Wonderware",
      "FactoryTalk View",
      "DeltaV",
      "Cognex In-Sight",
    ]) {
      expect(all, term).toContain(term);
    }
  });

  it("keeps the six talent pools inside the 40,000+ network claim", () => {
    expect(industryTalentTotal).toBe(industries.reduce((sum, industry) => sum + industry.talentPool, 0));
    expect(industryTalentTotal).toBeLessThan(40_000);
    expect(industryTalentTotal).toBeGreaterThan(30_000);
  });

  it("names the three tool groups of the issue", () => {
    expect(industriesCopy.toolGroups).toEqual({
      robots: "Robots",
      controls: "PLC and controls",
      software: "Software",
    });
  });

  it("formats counts the way the page shows them", () => {
    expect(formatCount(12_400)).toBe("12,400+");
    expect(formatCount(300)).toBe("300+");
  });
});

describe("/locations content", () => {
  it("has a section for every footer location anchor", () => {
    const sectionIds = [globalNetwork.id, unitedStates.id, ...regions.map((region) => region.id)];
    expect(sectionIds).toEqual(LOCATION_ANCHORS.map((anchor) => anchor.id));
    expect(sectionIds).toEqual(["global-talent", "united-states", "canada", "united-kingdom", "mexico"]);
  });

  it("shows Michigan, Texas and Ohio at $87, $84 and $79 an hour", () => {
    expect(states.map((state) => [state.name, state.averageRate])).toEqual([
      ["Michigan", 87],
      ["Texas", 84],
      ["Ohio", 79],
    ]);
    expect(states.map((state) => formatRate(state.averageRate))).toEqual(["$87/hr", "$84/hr", "$79/hr"]);
  });

  it.each(states.map((state) => [state.name, state] as const))(
    "%s has cities, employers, top roles, highlights and a job count",
    (_name, state) => {
      expect(state.cities.length).toBeGreaterThanOrEqual(4);
      expect(state.employers.length).toBeGreaterThanOrEqual(3);
      expect(state.topRoles.length).toBeGreaterThanOrEqual(3);
      expect(state.highlights.length).toBeGreaterThanOrEqual(2);
      expect(Number.isInteger(state.openJobs) && state.openJobs > 0).toBe(true);
      expect(state.specialists).toBeLessThan(unitedStates.specialists);
    },
  );

  it("describes employers as industry clusters, not as named companies hiring through the site", () => {
    const employers = states.flatMap((state) => state.employers).join(" ");
    for (const brand of [
      "Ford",
      "General Motors",
      "GM ",
      "Stellantis",
      "Toyota",
      "Tesla",
      "Honda",
      "Boeing",
    ]) {
      expect(employers).not.toContain(brand);
    }
  });

  it("lists the spec's eight countries of the global network in its order, then the United Kingdom", () => {
    expect(networkCountries.map((country) => country.name)).toEqual([
      "United States",
      "Canada",
      "Poland",
      "Mexico",
      "Switzerland",
      "Germany",
      "South Africa",
      "Brazil",
      "United Kingdom",
    ]);
    expect(globalNetwork.countries).toBe(networkCountries);
  });

  it("links a network country to its region section only when the page has one", () => {
    const sectionIds = new Set<string>(LOCATION_ANCHORS.map((anchor) => anchor.id));
    for (const country of networkCountries) {
      if (country.regionId) expect(sectionIds.has(country.regionId)).toBe(true);
    }
  });

  it("keeps country figures consistent with each other and with the 40,000+ claim", () => {
    const byCode = new Map(networkCountries.map((country) => [country.code, country.specialists]));
    expect(byCode.get("US")).toBe(unitedStates.specialists);
    for (const region of regions) {
      if (byCode.has(region.code)) expect(byCode.get(region.code)).toBe(region.specialists);
    }
    const total = networkCountries.reduce((sum, country) => sum + country.specialists, 0);
    expect(total).toBeGreaterThanOrEqual(40_000);
    expect(total).toBeLessThan(45_000);
  });

  it("names more active states without repeating the three state cards", () => {
    const cards = new Set(states.map((state) => state.name));
    for (const hub of otherStates) expect(cards.has(hub.place)).toBe(false);
  });
});

describe("/about content", () => {
  it("opens with 40K+ professionals, 1,000+ contracts filled and 230+ companies", () => {
    expect(aboutHeroStats).toEqual([
      { value: "40K+", label: "Professionals" },
      { value: "1,000+", label: "Contracts filled" },
      { value: "230+", label: "Companies" },
    ]);
  });

  it("tells the story in four steps: 1999, 2008, 2017 platform launch and Now", () => {
    expect(timeline.milestones.map((milestone) => milestone.year)).toEqual(["1999", "2008", "2017", "Now"]);
    expect(timeline.milestones[0]?.title).toMatch(/Founded/);
    expect(timeline.milestones[2]?.title).toBe("Platform launch");
  });

  it("offers three pathways: companies, contractors and everyone", () => {
    expect(pathways.items.map((pathway) => pathway.audience)).toEqual([
      "Companies",
      "Contractors",
      "Everyone",
    ]);
  });

  it("lists the advantages the spec claims", () => {
    const titles = advantages.items.map((advantage) => advantage.title);
    expect(titles).toContain("No job-posting fees");
    expect(titles).toContain("Direct contracts, no agencies");
    expect(titles).toContain("Try before you hire");
  });

  it("shows 40,000+ contractors, 1,000+ projects, 230+ manufacturer clients and 70% faster", () => {
    expect(aboutStats.items).toEqual([
      { value: "40,000+", label: "Contractors" },
      { value: "1,000+", label: "Projects" },
      { value: "230+", label: "Manufacturer clients" },
      { value: "70%", label: "Faster than agencies, from posting to signed contract" },
    ]);
  });

  it("carries the spec's testimonial", () => {
    expect(testimonials.items.map((item) => item.quote)).toContain(
      "Game-changing platform for industrial automation hiring.",
    );
  });

  it("holds the values Transparency, Freedom and Integrity", () => {
    expect(values.items.map((value) => value.title)).toEqual(["Transparency", "Freedom", "Integrity"]);
  });

  it("builds every directory entry through the links module", () => {
    const entries = linkDirectory.groups.flatMap((group) =>
      group.links.map((link) => [link.label, link.href]),
    );
    expect(entries).toEqual([
      ["Post hourly contract", links.hireWorkAdd("Hourly Contract")],
      ["Post contract to hire", links.hireWorkAdd("Contract to Hire")],
      ["Post project / RFQ", links.hireWorkAdd("Hard Quote Work")],
      ["Post job", links.hireWorkAdd("Direct Job")],
      ["Search professionals", links.professionalsIndex()],
      ["Search hourly contracts", links.workSearch("Hourly Contract")],
      ["Contract to hire", links.workSearch("Contract to Hire")],
      ["Projects / RFQs", links.workSearch("Hard Quote Work")],
      ["Jobs", links.workSearch("Direct Job")],
      ["Training", links.training()],
      ["Partner offers", links.partnerOffers()],
      ["Blog", links.blog()],
      ["Terms and conditions", links.terms()],
      ["Supplier service agreement", links.supplierServiceAgreement()],
      ["Master service agreement", links.masterServiceAgreement()],
    ]);
    for (const [, href] of entries) {
      const origin = new URL(href ?? "").origin;
      expect([site.appOrigin, site.blogOrigin]).toContain(origin);
    }
  });
});

describe("the three pages' copy", () => {
  it("has no placeholder text", () => {
    const all = JSON.stringify([
      industries,
      industriesCopy,
      states,
      regions,
      networkCountries,
      otherStates,
      aboutHeroStats,
      timeline,
      pathways,
      advantages,
      aboutStats,
      testimonials,
      values,
      linkDirectory,
    ]).toLowerCase();
    for (const word of ["coming soon", "lorem", "ipsum", "todo", "tbd", "xxx"])
      expect(all).not.toContain(word);
  });
});

describe("people named on several pages", () => {
  it("the home testimonial and /about's first testimonial are the same person with the same role", async () => {
    const { socialProof } = await import("../../../src/content/home");
    const { testimonials } = await import("../../../src/content/about");
    const same = testimonials.items.find((item) => item.quote === socialProof.testimonial.quote);
    expect(same?.name).toBe(socialProof.testimonial.name);
    expect(same?.role).toBe(socialProof.testimonial.role);
  });

  it("no name stands for two different people across the sample experts and the /about testimonials", async () => {
    const { testimonials } = await import("../../../src/content/about");
    const { featuredExperts } = await import("../../../src/content/employers");
    const experts = new Set(featuredExperts.experts.map((expert) => expert.name));
    for (const item of testimonials.items) expect(experts.has(item.name), item.name).toBe(false);
  });
});
