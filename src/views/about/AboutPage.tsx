import { PageIntro } from "../shell/PageIntro";

export function AboutPage() {
  return <PageIntro path="/about" />;
}
