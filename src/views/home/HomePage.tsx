import { PageIntro } from "../shell/PageIntro";

export function HomePage() {
  return <PageIntro path="/" />;
}
