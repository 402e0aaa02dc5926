import Link from "next/link";
import { BrokenTexts } from "./broken-texts";

export default function BrokenTextsPage() {
  return (
    <>
      <p>
        <Link href="/content-rules">Content rules</Link>
      </p>
      <h1>Published texts that break the rules</h1>
      <p>
        The texts your shop serves (published or approved) checked against the content rules as saved now: a rule added after a
        text was written can break it. Generate or edit a text again to bring it in line.
      </p>
      <BrokenTexts />
    </>
  );
}
