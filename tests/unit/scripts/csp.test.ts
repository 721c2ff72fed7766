import { describe, expect, it } from "vitest";
import { leadsOriginOf, policyFor } from "../../../scripts/csp.mjs";

const directive = (policy: string, name: string) =>
  policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

describe("the pages' policy and the lead intake", () => {
  it("lets the forms reach an intake on another origin, by fetch and by a plain post", () => {
    expect(leadsOriginOf("https://leads.example.com/api/leads")).toBe("https://leads.example.com");
    const policy = policyFor("<p></p>", {
      videoEmbedOrigin: "https://www.youtube-nocookie.com",
      analytics: false,
      leadsOrigin: leadsOriginOf("https://leads.example.com/api/leads"),
    });
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://leads.example.com");
    expect(directive(policy, "form-action")).toBe("form-action 'self' https://leads.example.com");
  });

  it("keeps both to the site itself for the same-origin default and anything that is not a web URL", () => {
    for (const endpoint of ["", "/api/leads", "javascript:alert(1)", "not a url"]) {
      expect(leadsOriginOf(endpoint)).toBe("");
    }
    const policy = policyFor("<p></p>", {
      videoEmbedOrigin: "https://x.test",
      analytics: false,
      leadsOrigin: "",
    });
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
    expect(directive(policy, "form-action")).toBe("form-action 'self'");
  });
});
