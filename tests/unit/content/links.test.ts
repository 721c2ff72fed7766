import { describe, expect, it } from "vitest";
import { howToVideos, links, slugify, WORK_TYPES } from "../../../src/content/links";
import { site } from "../../../src/content/site";

const app = site.appOrigin;

describe("links to the provider's app", () => {
  it("builds the fixed pages from the app origin", () => {
    expect(links.hireWorkAdd()).toBe(`${app}/hire/work/add`);
    expect(links.professionalsIndex()).toBe(`${app}/professionals`);
    expect(links.register()).toBe(`${app}/register`);
    expect(links.login()).toBe(`${app}/login`);
    expect(links.contractorArea()).toBe(`${app}/contractor`);
    expect(links.terms()).toBe(`${app}/terms-and-conditions`);
    expect(links.contact()).toBe(`${app}/contact`);
    expect(links.training()).toBe(`${app}/training`);
    expect(links.partnerOffers()).toBe(`${app}/partner-offers`);
    expect(links.supplierServiceAgreement()).toBe(`${app}/agreements/supplier-service-agreement`);
    expect(links.masterServiceAgreement()).toBe(`${app}/agreements/master-service-agreement`);
    expect(links.blog()).toBe(`${site.blogOrigin}/`);
  });

  it.each([
    ["Hourly Contract", "Hourly%20Contract"],
    ["Direct Job", "Direct%20Job"],
    ["Contract to Hire", "Contract%20to%20Hire"],
    ["Hard Quote Work", "Hard%20Quote%20Work"],
  ] as const)("URL-encodes the work type %s", (workType, encoded) => {
    const url = links.workSearch(workType);
    expect(url).toBe(`${app}/work/search?work_type=${encoded}`);
    expect(new URL(url).searchParams.get("work_type")).toBe(workType);
  });

  it.each([
    ["Hourly Contract", "Hourly%20Contract"],
    ["Direct Job", "Direct%20Job"],
    ["Contract to Hire", "Contract%20to%20Hire"],
    ["Hard Quote Work", "Hard%20Quote%20Work"],
  ] as const)("opens the add-work page on the work type %s", (workType, encoded) => {
    const url = links.hireWorkAdd(workType);
    expect(url).toBe(`${app}/hire/work/add?work_type=${encoded}`);
    expect(new URL(url).searchParams.get("work_type")).toBe(workType);
  });

  it("keeps the plain add-work page when no work type is given", () => {
    expect(links.hireWorkAdd()).toBe(`${app}/hire/work/add`);
    expect(new URL(links.hireWorkAdd()).search).toBe("");
  });

  it("covers every work type of the spec", () => {
    expect(WORK_TYPES).toEqual(["Hourly Contract", "Direct Job", "Contract to Hire", "Hard Quote Work"]);
  });

  it("builds contractor profiles by numeric id and a slug of the name", () => {
    expect(links.contractorProfile(1042, "Michael R.")).toBe(`${app}/professionals/1042/michael-r`);
    expect(links.contractorProfile(7, "José Ñúñez")).toBe(`${app}/professionals/7/jose-nunez`);
    expect(links.contractorProfile(7, "<script>")).toBe(`${app}/professionals/7/script`);
  });

  it("builds work detail pages by numeric id", () => {
    expect(links.workDetail(5581)).toBe(`${app}/work/5581`);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses the id %s", (id) => {
    expect(() => links.workDetail(id)).toThrow(RangeError);
    expect(() => links.contractorProfile(id, "x")).toThrow(RangeError);
  });

  it("never produces an empty slug", () => {
    expect(slugify("!!!")).toBe("profile");
  });

  it("lists the five how-to videos: a watch link where an id is configured, never a placeholder", () => {
    expect(howToVideos.map((video) => video.label)).toEqual([
      "How to post jobs and contracts",
      "How to register",
      "How to create your profile",
      "How the money flows",
      "How to add an employee",
    ]);
    howToVideos.forEach((video, index) => {
      const id = site.howToVideoIds[index];
      if (id) expect(video.href).toBe(links.video(id));
      else expect(video.href).toBe(links.training());
      expect(video.href).not.toMatch(/placeholder|HOWTO/i);
    });
  });

  it("embeds the video from the privacy-enhanced host", () => {
    expect(links.videoEmbed("abcDEF12345")).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/abcDEF12345\?/,
    );
  });

  it("uses placeholder origins under example.com by default", () => {
    for (const origin of [site.siteOrigin, site.appOrigin, site.blogOrigin]) {
      expect(new URL(origin).hostname.endsWith("example.com")).toBe(true);
    }
  });
});
