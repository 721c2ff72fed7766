import { PageIntro } from "../shell/PageIntro";
import { QuickApplyNotice } from "./QuickApplyNotice";

export function CreateProfilePage() {
  return (
    <>
      <QuickApplyNotice />
      <PageIntro path="/create-profile" />
    </>
  );
}
