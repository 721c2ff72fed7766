import { PageIntro } from "../shell/PageIntro";

export function PostJobPage() {
  return <PageIntro path="/post-job" />;
}
