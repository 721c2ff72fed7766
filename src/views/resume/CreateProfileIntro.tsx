import { PageIntro } from "../shell/PageIntro";

/** The page's opening band: a static part (views/resume/parts.ts). */
export function CreateProfileIntro() {
  return <PageIntro path="/create-profile" compact />;
}
