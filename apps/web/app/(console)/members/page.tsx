"use client";
import { useFormatter, useTranslations } from "next-intl";
import { ROLES, type Role } from "@proseo/core/constants";
import { ConfirmDialog, DataTable } from "@proseo/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTRPC } from "../../trpc";
import { ErrorAlert, QueryState } from "../query-state";
import { RolePage } from "../role";
import { SecretCallout } from "../secret-callout";
import { SubmitButton } from "../../submit-button";

function MembersContent() {
  const t = useTranslations("Members");
  const roles = useTranslations("Roles");
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), "day");
  const roleOptions = ROLES.map((role) => (
    <option key={role} value={role}>
      {roles(role)}
    </option>
  ));
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const members = useQuery(trpc.console.members.list.queryOptions());
  const invitations = useQuery(trpc.console.invitations.list.queryOptions());
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.console.members.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.console.invitations.list.queryKey() }),
      // A removal may revoke the member's keys: the key list shown from the cache would still call them active.
      queryClient.invalidateQueries({ queryKey: trpc.console.keys.list.queryKey() }),
    ]);
  const [link, setLink] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ userId: string; email: string } | null>(null);
  const [revokeKeys, setRevokeKeys] = useState(false);
  const invite = useMutation(
    trpc.console.invitations.create.mutationOptions({
      onSuccess: ({ token }) => {
        setLink(`${window.location.origin}/invite/${token}`);
        void refresh();
      },
    }),
  );
  const revoke = useMutation(trpc.console.invitations.revoke.mutationOptions({ onSuccess: () => void refresh() }));
  const changeRole = useMutation(trpc.console.members.changeRole.mutationOptions({ onSettled: () => void refresh() }));
  const remove = useMutation(
    trpc.console.members.remove.mutationOptions({
      onSuccess: () => {
        setRemoving(null);
        void refresh();
      },
    }),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    invite.mutate(
      { email: String(form.get("email")), role: String(form.get("role")) as Role },
      { onSuccess: () => element.reset() },
    );
  }

  return (
    <>
      <h1>{t("title")}</h1>
      {link ? (
        <SecretCallout
          key={link}
          title={t("linkTitle")}
          secret={link}
          testId="invitation-link"
          copyLabel={t("copyLink")}
          onDismiss={() => setLink(null)}
        >
          {" "}
          {t("linkHelp")}
        </SecretCallout>
      ) : null}

      <section aria-labelledby="members-title">
        <h2 id="members-title">{t("title")}</h2>
        <ErrorAlert error={changeRole.error} />
        <QueryState isPending={members.isPending} error={members.error}>
          {() => (
            <DataTable
              caption={t("caption")}
              rows={members.data!}
              rowKey={(member) => member.user_id}
              rowProps={(member) => ({ "data-testid": `member-${member.email}` })}
              empty={t("none")}
              columns={[
                {
                  id: "member",
                  header: t("member"),
                  cell: (member) => (
                    <>
                      {member.email}
                      {member.you ? ` ${t("you")}` : null}
                      {member.name ? <div className="muted">{member.name}</div> : null}
                    </>
                  ),
                },
                {
                  id: "role",
                  header: t("role"),
                  cell: (member) => (
                    <select
                      aria-label={t("roleOf", { email: member.email })}
                      value={member.role}
                      disabled={changeRole.isPending}
                      onChange={(event) => changeRole.mutate({ userId: member.user_id, role: event.target.value as Role })}
                    >
                      {roleOptions}
                    </select>
                  ),
                },
                { id: "joined", header: t("joined"), cell: (member) => when(member.joined_at) },
                {
                  id: "actions",
                  header: t("actions"),
                  hiddenHeader: true,
                  cell: (member) => (
                    <button
                      type="button"
                      className="secondary"
                      onClick={() => {
                        setRevokeKeys(false);
                        setRemoving({ userId: member.user_id, email: member.email });
                      }}
                    >
                      {t("remove")}
                    </button>
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      </section>

      <section aria-labelledby="invite-title">
        <h2 id="invite-title">{t("inviteTitle")}</h2>
        <form onSubmit={submit} className="stack narrow" aria-labelledby="invite-title">
          <label>
            {t("email")}
            <input name="email" type="email" required autoComplete="off" />
          </label>
          <label>
            {t("role")}
            <select name="role" defaultValue="editor" aria-describedby="role-help">
              {roleOptions}
            </select>
          </label>
          <ul id="role-help" className="help">
            {ROLES.map((role) => (
              <li key={role}>
                {roles(role)}: {t(`roleHelp.${role}`)}
              </li>
            ))}
          </ul>
          <ErrorAlert error={invite.error} />
          <SubmitButton disabled={invite.isPending}>{invite.isPending ? t("creating") : t("createLink")}</SubmitButton>
        </form>
      </section>

      <section aria-labelledby="invitations-title">
        <h2 id="invitations-title">{t("pending")}</h2>
        <ErrorAlert error={revoke.error} />
        <QueryState isPending={invitations.isPending} error={invitations.error}>
          {() => (
            <DataTable
              caption={t("pending")}
              rows={invitations.data!}
              rowKey={(invitation) => invitation.id}
              rowProps={(invitation) => ({ "data-testid": `invitation-${invitation.email}` })}
              empty={t("noInvitations")}
              columns={[
                { id: "email", header: t("email"), cell: (invitation) => invitation.email },
                { id: "role", header: t("role"), cell: (invitation) => roles(invitation.role) },
                { id: "expires", header: t("expires"), cell: (invitation) => when(invitation.expires_at) },
                {
                  id: "actions",
                  header: t("actions"),
                  hiddenHeader: true,
                  cell: (invitation) => (
                    <button
                      type="button"
                      className="secondary"
                      onClick={() => revoke.mutate({ id: invitation.id })}
                      disabled={revoke.isPending}
                    >
                      {t("revoke")}
                    </button>
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      </section>

      <ConfirmDialog
        open={removing !== null}
        title={t("removeTitle")}
        confirmLabel={t("remove")}
        danger
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate({ userId: removing.userId, revokeKeys })}
        onCancel={() => setRemoving(null)}
      >
        <p>{t("removeText", { email: removing?.email ?? "" })}</p>
        <label className="check">
          <input type="checkbox" checked={revokeKeys} onChange={(event) => setRevokeKeys(event.target.checked)} />
          {t("revokeKeys")}
        </label>
        <ErrorAlert error={remove.error} />
      </ConfirmDialog>
    </>
  );
}

export default function MembersPage() {
  const t = useTranslations("Members");
  return (
    <RolePage needs="owner" title={t("title")}>
      <MembersContent />
    </RolePage>
  );
}
