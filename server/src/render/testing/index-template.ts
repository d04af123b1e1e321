/** The parts of the shell's index.html that pageDocument fills in, and nothing else. */
export const INDEX_TEMPLATE = `<!doctype html>
<html lang="fa" dir="rtl">
  <head>
    <meta charset="utf-8" />
    <meta
      name="description"
      content="توضیح پیش‌فرض"
    />
    <title>دانش‌سرا</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
