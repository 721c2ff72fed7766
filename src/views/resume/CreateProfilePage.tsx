import { PageIntro } from "../shell/PageIntro";

export function CreateProfilePage() {
  return <PageIntro path="/create-profile" />;
}
