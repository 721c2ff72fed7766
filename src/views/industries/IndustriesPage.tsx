import { PageIntro } from "../shell/PageIntro";

export function IndustriesPage() {
  return <PageIntro path="/industries" />;
}
