import { PageIntro } from "../shell/PageIntro";

export function PostProjectPage() {
  return <PageIntro path="/post-project" />;
}
