import { describe, expect, it } from "vitest";
import {
  contractorStats,
  contractorsHero,
  createProfile,
  latestProjects,
  successStories,
} from "../../../src/content/contractors";
import {
  chooseUs,
  employerHowItWorks,
  employersClosing,
  employersHero,
  featuredExperts,
} from "../../../src/content/employers";
import { explainerVideo, homeHero, howItWorks, skills, socialProof } from "../../../src/content/home";
import { links } from "../../../src/content/links";
import { pages } from "../../../src/content/pages";
import { site } from "../../../src/content/site";

describe("home content", () => {
  it("keeps the spec's hero headline and tagline", () => {
    expect(pages["/"].heading).toBe("Connect with 40,000+ Automation Experts Instantly");
    expect(pages["/"].intro).toBe(
      "The largest marketplace for ABB, Fanuc, Siemens and Rockwell programming specialists.",
    );
  });

  it("sends the hero buttons to the add-new-work page and the hourly-contract search", () => {
    expect(homeHero.primaryCta).toEqual({
      label: "Find Automation Professionals",
      href: links.hireWorkAdd(),
    });
    expect(homeHero.secondaryCta).toEqual({
      label: "Find Automation Jobs",
      href: links.workSearch("Hourly Contract"),
    });
    expect(homeHero.trustBadges).toHaveLength(3);
  });

  it("titles the video '{product} Explained' and embeds the configured video without extra permissions", () => {
    expect(explainerVideo.title).toBe(`${site.productName} Explained`);
    expect(explainerVideo.thumbnailLabel).toBe(`Play video: ${site.productName} Explained`);
    expect(explainerVideo.embedUrl).toBe(
      site.explainerVideoId ? links.videoEmbed(site.explainerVideoId) : null,
    );
    expect(explainerVideo.allow).toBe("autoplay; encrypted-media; picture-in-picture");
  });

  it("shows the three social-proof cards with the spec's claims and the testimonial", () => {
    expect(socialProof.cards.map((card) => card.title)).toEqual([
      "Network Authority",
      "Rapid Response Network",
      "Industry Recognized",
    ]);
    const text = JSON.stringify(socialProof.cards);
    for (const claim of [
      "30,000+",
      "5,132 active this month",
      "Under 18 hours",
      "24/7",
      "98%",
      "Fortune 500",
    ]) {
      expect(text).toContain(claim);
    }
    expect(socialProof.testimonial.quote).toBe("Game-changing platform for industrial automation hiring.");
  });

  it("lists the six most-requested skills with the spec's counts and rates, exactly", () => {
    expect(
      skills.items.map(({ skill, specialists, averageRate }) => [skill, specialists, averageRate]),
    ).toEqual([
      ["ABB Robot Programming", "2100+", "$95/hr"],
      ["Allen Bradley PLC Programming", "3230+", "$88/hr"],
      ["Fanuc Robotics Engineering", "2950+", "$102/hr"],
      ["Siemens S7 Programming", "2699+", "$92/hr"],
      ["KUKA Robot Programming", "1489+", "$98/hr"],
      ["HMI Development", "1900+", "$85/hr"],
    ]);
    for (const item of skills.items) expect(item.description.length).toBeGreaterThan(20);
  });

  it("names the spec's six industries as industry applications", () => {
    expect(skills.industries.map((industry) => industry.title)).toEqual([
      "Automotive Manufacturing",
      "Pharmaceutical",
      "Aerospace",
      "Food and Beverage",
      "Renewable Energy",
      "Chemical Processing",
    ]);
    for (const industry of skills.industries) {
      expect(industry.description).not.toBe("");
      expect(industry.details).not.toBe("");
    }
  });

  it("has the 4-step employer flow with the spec's timelines", () => {
    expect(howItWorks.employers.steps.map(({ step, title, timeline }) => [step, title, timeline])).toEqual([
      [1, "Post Project", "2 minutes"],
      [2, "Review Qualified Matches", "Within 4 hours"],
      [3, "Interview & Hire", "Same day"],
      [4, "Project Success", "On schedule"],
    ]);
    const [post, , hire, success] = howItWorks.employers.steps;
    expect(post?.description).toContain("Contract, Job or RFQ");
    expect(hire?.description).toContain("reveals their contact information");
    expect(success?.description).toContain("time sheets, expense reports and approvals");
  });

  it("has the 4-step contractor journey with the spec's durations", () => {
    expect(howItWorks.contractors.steps.map(({ title, duration }) => [title, duration])).toEqual([
      ["Create Profile", "15 min"],
      ["Apply to Contracts", "Same day"],
      ["Contract Awarded", "2-5 days"],
      ["Get Paid", "Weekly"],
    ]);
  });

  it("draws both columns alike: every step with two details, each column ending on its own page", () => {
    for (const step of [...howItWorks.employers.steps, ...howItWorks.contractors.steps])
      expect(step.details, step.title).toHaveLength(2);
    expect(howItWorks.employers.action.to).toBe("/post-project");
    expect(howItWorks.contractors.action.to).toBe("/create-profile");
  });
});

describe("employers content", () => {
  it("keeps the spec's hero and links it to the professionals index", () => {
    expect(pages["/for-employers"].heading).toBe("Hire Automation Experts in 24 Hours");
    expect(pages["/for-employers"].intro).toContain(
      "30,000+ verified ABB, Fanuc, Siemens and PLC specialists",
    );
    expect(employersHero.cta.href).toBe(links.professionalsIndex());
  });

  it("gives choose-us the three benefits of the spec", () => {
    expect(chooseUs.id).toBe("choose-us");
    expect(chooseUs.benefits.map((benefit) => benefit.title)).toEqual([
      "90% Faster",
      "Customer Reviews",
      "No Commitments",
    ]);
    expect(chooseUs.benefits[0]?.description).toContain("90% faster than traditional recruiting");
    expect(chooseUs.benefits[2]?.description).toContain("Cancel the contract any time");
    expect(chooseUs.benefits[2]?.description).toContain("request to extend");
  });

  it("gives how-it-works the three steps of the spec", () => {
    expect(employerHowItWorks.id).toBe("how-it-works");
    expect(employerHowItWorks.steps.map(({ step, title, timeline }) => [step, title, timeline])).toEqual([
      [1, "Post Project", "2 minutes"],
      [2, "Review Qualified Applicants", "Within hours"],
      [3, "Interview and Hire", "Same day"],
    ]);
    expect(employerHowItWorks.steps[1]?.description).toContain("Shortlist or reject applicant profiles");
  });

  it("has six sample experts with abbreviated names, valid figures and profile links", () => {
    const { experts } = featuredExperts;
    expect(experts).toHaveLength(6);
    expect(new Set(experts.map((expert) => expert.id)).size).toBe(6);
    for (const expert of experts) {
      expect(expert.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(expert.availability).toBe("Available Now");
      expect(expert.rating).toBeGreaterThanOrEqual(1);
      expect(expert.rating).toBeLessThanOrEqual(5);
      expect(expert.successRate).toBeGreaterThanOrEqual(0);
      expect(expert.successRate).toBeLessThanOrEqual(100);
      expect(Number.isInteger(expert.projects)).toBe(true);
      expect(expert.profileUrl).toBe(links.contractorProfile(expert.id, expert.name));
    }
  });

  it("closes with links to post work and to browse professionals", () => {
    expect(employersClosing.primaryCta.href).toBe(links.hireWorkAdd());
    expect(employersClosing.secondaryCta.href).toBe(links.professionalsIndex());
  });
});

describe("contractors content", () => {
  it("keeps the spec's hero and links it to the hourly-contract search", () => {
    expect(pages["/for-contractors"].heading).toBe("Find Your Next $100K+ Automation Contracts");
    expect(pages["/for-contractors"].intro).toContain("40,000+");
    expect(contractorsHero.cta.href).toBe(links.workSearch("Hourly Contract"));
  });

  it("has the four stat cards with the spec's figures", () => {
    expect(contractorStats.cards.map(({ value, label }) => [value, label])).toEqual([
      ["$47,500", "Average project value, all sizes: long contracts pay $100K+"],
      ["$185/hour", "Top hourly rate"],
      ["$69/hour", "Average contractor rate, all trades"],
      ["3 months", "Average contract"],
    ]);
  });

  it("has three sample jobs with every field of the spec and work-page links", () => {
    expect(latestProjects.id).toBe("latest-projects");
    expect(latestProjects.jobs).toHaveLength(3);
    for (const job of latestProjects.jobs) {
      expect(["Available Now", "Immediate Start"]).toContain(job.status);
      expect(["Yes", "No"]).toContain(job.travelExpenses);
      expect(job.hourlyRate).toMatch(/^\$\d+\/hr$/);
      expect(job.startDate === "Immediate" || !Number.isNaN(Date.parse(job.startDate))).toBe(true);
      expect(job.duration).toMatch(/^~/);
      expect(job.schedule.hoursPerDay).toBeGreaterThan(0);
      expect(job.schedule.daysPerWeek).toBeLessThanOrEqual(7);
      expect(job.tag).not.toBe("");
      expect(job.url).toBe(links.workDetail(job.id));
    }
  });

  it("has three success stories", () => {
    expect(successStories.id).toBe("success-stories");
    expect(successStories.stories).toHaveLength(3);
  });

  it("creates a profile in three steps and links to registration", () => {
    expect(createProfile.heading).toBe("Create Profile in 3 Minutes");
    expect(createProfile.steps.map((step) => step.title)).toEqual([
      "Build Your Profile",
      "Add Certifications",
      "Start Earning",
    ]);
    expect(createProfile.cta.href).toBe(links.register());
  });
});

describe("marketing claims", () => {
  it("uses 30,000+ on employer and home copy and 40,000+ on contractor copy", () => {
    expect(JSON.stringify(socialProof)).toContain("30,000+");
    expect(employersClosing.intro).toContain("30,000+");
    expect(pages["/for-contractors"].intro).toContain("40,000+");
    expect(contractorsHero.highlights).toContain("5,132 active this month");
  });

  it("states no posting fees, direct contracts and contract to hire for employers", () => {
    const text = JSON.stringify([homeHero, employersHero, howItWorks.employers]);
    expect(text).toContain("No job-posting fees");
    expect(text).toMatch(/no agencies/i);
    expect(text).toMatch(/contract to hire/i);
  });
});
