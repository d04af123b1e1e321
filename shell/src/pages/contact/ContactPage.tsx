import { ContactForm } from './ContactForm.tsx';

/** `/contactus`: write to the support team. */
export default function ContactPage({ title }: { title: string }) {
  return (
    <section aria-labelledby="contact-title">
      <h1 id="contact-title">{title}</h1>
      <p>پرسش، پیشنهاد یا گزارش مشکلی دارید؟ برایمان بنویسید؛ معمولاً تا یک روز کاری پاسخ می‌دهیم.</p>
      <ContactForm />
    </section>
  );
}
