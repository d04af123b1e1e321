/**
 * Shell pages whose content arrives with the shell issue (login, contact,
 * static pages, chat, short links). The route, layout and guard already work.
 */
export default function PendingShellPage({ title }: { title: string }) {
  return (
    <section>
      <h1>{title}</h1>
      <p>این صفحه به‌زودی آماده می‌شود.</p>
    </section>
  );
}
