import Link from "next/link";
import { CsvImport } from "./csv-import";

export default function ImportPage() {
  return (
    <>
      <h1>Import products</h1>
      <p>
        <Link href="/products">Back to the products</Link>
      </p>
      <CsvImport />
    </>
  );
}
