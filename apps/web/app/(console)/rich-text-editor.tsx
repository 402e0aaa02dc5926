"use client";
import { PRODUCT_PAGE_LINK_SCHEMES } from "@proseo/core/html";
import { useTranslations } from "next-intl";
import Blockquote from "@tiptap/extension-blockquote";
import Bold from "@tiptap/extension-bold";
import Document from "@tiptap/extension-document";
import HardBreak from "@tiptap/extension-hard-break";
import Heading from "@tiptap/extension-heading";
import Italic from "@tiptap/extension-italic";
import Link from "@tiptap/extension-link";
import { BulletList, ListItem, ListKeymap, OrderedList } from "@tiptap/extension-list";
import Paragraph from "@tiptap/extension-paragraph";
import Text from "@tiptap/extension-text";
import { Gapcursor, UndoRedo } from "@tiptap/extensions";
import { type Editor, EditorContent, Node, useEditor, useEditorState } from "@tiptap/react";
import { type KeyboardEvent, useEffect, useId, useState } from "react";

/**
 * A table as the product page's allow-list keeps it (packages/core/src/html.ts): rows of header and data cells
 * holding text, no attributes, so a description's table is kept through an edit as it was (a `<thead>`'s rows
 * join the body).
 */
const TableCell = Node.create({
  name: "tableCell",
  content: "inline*",
  parseHTML: () => [{ tag: "td" }],
  renderHTML: () => ["td", 0],
});
const TableHeader = TableCell.extend({
  name: "tableHeader",
  parseHTML: () => [{ tag: "th" }],
  renderHTML: () => ["th", 0],
});
const TableRow = Node.create({
  name: "tableRow",
  content: "(tableCell | tableHeader)+",
  parseHTML: () => [{ tag: "tr" }],
  renderHTML: () => ["tr", 0],
});
const Table = Node.create({
  name: "table",
  group: "block",
  content: "tableRow+",
  isolating: true,
  parseHTML: () => [{ tag: "table" }],
  renderHTML: () => ["table", ["tbody", 0]],
});

const isLink = (url: string) => {
  try {
    return (PRODUCT_PAGE_LINK_SCHEMES as readonly string[]).includes(new URL(url).protocol.slice(0, -1));
  } catch {
    return false;
  }
};

/**
 * The editor's elements: exactly the product page's allow-list (packages/core/src/html.ts), so what it writes
 * is what the API keeps: paragraphs, line breaks, headings 2 to 4, lists, bold, italic, quotes, tables and
 * links of the allowed schemes with a title, without the target and rel the sanitizer would drop.
 */
const EXTENSIONS = [
  Document,
  Paragraph,
  Text,
  HardBreak,
  Heading.configure({ levels: [2, 3, 4] }),
  Bold,
  Italic,
  Blockquote,
  BulletList,
  OrderedList,
  ListItem,
  ListKeymap,
  Table,
  TableRow,
  TableHeader,
  TableCell,
  Link.extend({
    addAttributes() {
      return { ...this.parent?.(), title: { default: null } };
    },
  }).configure({
    openOnClick: false,
    autolink: false,
    HTMLAttributes: { target: null, rel: null, class: null },
    isAllowedUri: isLink,
  }),
  UndoRedo,
  Gapcursor,
];

/**
 * The editor's HTML as the product page holds it: a list item's only paragraph unwrapped (`<li>text</li>`,
 * as the writer writes them, so the quality checks count paragraphs as before); an empty document is "".
 */
function editorHtml(editor: Editor): string {
  if (editor.isEmpty) return "";
  const body = new DOMParser().parseFromString(editor.getHTML(), "text/html").body;
  for (const item of body.querySelectorAll("li")) {
    const paragraphs = [...item.children].filter((child) => child.tagName === "P");
    if (paragraphs.length === 1) paragraphs[0]!.replaceWith(...paragraphs[0]!.childNodes);
  }
  return body.innerHTML;
}

type Level = 2 | 3 | 4;
const BLOCK_KINDS = ["paragraph", "h2", "h3", "h4"] as const;

function Toolbar({ editor, label, onLink }: { editor: Editor; label: string; onLink: () => void }) {
  const t = useTranslations("RichTextEditor");
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      link: current.isActive("link"),
      block:
        BLOCK_KINDS.find((kind) => kind !== "paragraph" && current.isActive("heading", { level: Number(kind[1]) })) ??
        "paragraph",
      undo: current.can().undo(),
      redo: current.can().redo(),
    }),
  });
  const toggle = (name: string, pressed: boolean, run: () => void, shortcut?: string) => (
    <button type="button" className="secondary small" aria-pressed={pressed} aria-keyshortcuts={shortcut} onClick={run}>
      {name}
    </button>
  );
  const chain = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label={label} className="rich-text-toolbar">
      <label className="inline">
        {t("block")}
        <select
          value={state.block}
          onChange={(event) => {
            const kind = event.target.value as (typeof BLOCK_KINDS)[number];
            if (kind === "paragraph") chain().setParagraph().run();
            else
              chain()
                .setHeading({ level: Number(kind[1]) as Level })
                .run();
          }}
        >
          {BLOCK_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`blocks.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      {toggle(t("bold"), state.bold, () => chain().toggleBold().run(), "Control+B")}
      {toggle(t("italic"), state.italic, () => chain().toggleItalic().run(), "Control+I")}
      {toggle(t("bulletList"), state.bulletList, () => chain().toggleBulletList().run())}
      {toggle(t("orderedList"), state.orderedList, () => chain().toggleOrderedList().run())}
      {toggle(t("quote"), state.blockquote, () => chain().toggleBlockquote().run())}
      {toggle(t("link"), state.link, onLink)}
      <button type="button" className="secondary small" disabled={!state.undo} onClick={() => chain().undo().run()}>
        {t("undo")}
      </button>
      <button type="button" className="secondary small" disabled={!state.redo} onClick={() => chain().redo().run()}>
        {t("redo")}
      </button>
    </div>
  );
}

/** The link of the selection: its address (of an allowed scheme) set, changed or removed. */
function LinkField({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const t = useTranslations("RichTextEditor");
  const id = useId();
  const [href, setHref] = useState(() => String(editor.getAttributes("link").href ?? "https://"));
  const [error, setError] = useState<string | null>(null);
  function apply() {
    if (!isLink(href.trim())) {
      setError(t("badLink", { schemes: PRODUCT_PAGE_LINK_SCHEMES.map((scheme) => `${scheme}:`).join(", ") }));
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
    onClose();
  }
  function keys(event: KeyboardEvent) {
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    }
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      editor.commands.focus();
      onClose();
    }
  }
  return (
    <div className="rich-text-link row">
      <label htmlFor={id}>{t("linkAddress")}</label>
      <input
        id={id}
        type="url"
        value={href}
        // biome-ignore lint/a11y/noAutofocus: the field opened by the Link button is where the address is typed
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={keys}
      />
      <button type="button" className="small" onClick={apply}>
        {t("setLink")}
      </button>
      {editor.isActive("link") ? (
        <button
          type="button"
          className="secondary small"
          onClick={() => {
            editor.chain().focus().extendMarkRange("link").unsetLink().run();
            onClose();
          }}
        >
          {t("removeLink")}
        </button>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/**
 * A description edited as the product page shows it (Tiptap, of the allow-list's elements only): a toolbar of
 * the block kind, bold, italic, lists, quote, link, undo and redo, and their keys (Ctrl+B, Ctrl+I, Ctrl+Z).
 * `onChange` gets its HTML, first as the editor reads `html` (so an edit that changes nothing is seen as none).
 */
export function RichTextEditor({
  id,
  html,
  labelledBy,
  describedBy,
  invalid,
  onChange,
}: {
  id: string;
  html: string;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  onChange: (html: string, initial: boolean) => void;
}) {
  const t = useTranslations("RichTextEditor");
  const [linking, setLinking] = useState(false);
  const attributes = {
    id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelledBy,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(invalid ? { "aria-invalid": "true" } : {}),
    class: "rich-text rich-text-editor",
  };
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: html,
    immediatelyRender: false,
    // The page's Content-Security-Policy (proxy.ts) takes no style element without its nonce: the editor's
    // few rules are in globals.css.
    injectCSS: false,
    editorProps: { attributes },
    onCreate: ({ editor: created }) => onChange(editorHtml(created), true),
    onUpdate: ({ editor: updated }) => onChange(editorHtml(updated), false),
  });
  // An error shown or cleared (the API's refusal) is said on the editor itself.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) } });
  }, [editor, attributesKey]);
  if (!editor) return <div className="rich-text rich-text-editor" aria-busy="true" />;
  return (
    <div className="rich-text-field" data-testid={`${id}-editor`}>
      <Toolbar editor={editor} label={t("toolbar")} onLink={() => setLinking(true)} />
      {linking ? <LinkField editor={editor} onClose={() => setLinking(false)} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
