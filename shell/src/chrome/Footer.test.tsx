import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withTestServer } from '@shared/api-client/testing';
import { Footer } from './Footer.tsx';
import { GLOBAL_DATA, renderChrome } from './test-utils.tsx';

const server = withTestServer();

function categoryLinks() {
  const nav = screen.getByRole('navigation', { name: 'دسته‌بندی‌ها' });
  return within(nav).getAllByRole('link');
}

describe('Footer', () => {
  it('shows the footer menus, phone, e-mail, social links and badge from global data', async () => {
    server.answer('/front/utils/global', { status: 200, body: GLOBAL_DATA });
    renderChrome(<Footer />);
    const quick = await screen.findByRole('navigation', { name: 'دسترسی سریع' });
    expect(within(quick).getByRole('link', { name: 'دوره‌ها' })).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('navigation', { name: 'آموزشگاه' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '۰۲۱-۸۸۷۷۶۶۵۵' })).toHaveAttribute('href', 'tel:02188776655');
    expect(screen.getByRole('link', { name: 'info@daneshsara.example' })).toHaveAttribute(
      'href',
      'mailto:info@daneshsara.example',
    );
    const social = within(screen.getByRole('list', { name: 'شبکه‌های اجتماعی' })).getAllByRole('link');
    expect(social).toHaveLength(6);
    expect(screen.getByRole('link', { name: /^تلگرام/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('img', { name: 'نماد اعتماد الکترونیکی' })).toBeInTheDocument();
    expect(screen.getByText(/همهٔ حقوق محفوظ است/)).toHaveTextContent(/© [۰-۹]{4}/);
  });

  it('shows the first 15 vendor categories, then all of them, then 15 again', async () => {
    server.answer('/front/utils/global', { status: 200, body: GLOBAL_DATA });
    renderChrome(<Footer />);
    await screen.findByRole('navigation', { name: 'دسته‌بندی‌ها' });
    expect(categoryLinks()).toHaveLength(15);
    const toggle = screen.getByRole('button', { name: 'نمایش بیشتر' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(categoryLinks()).toHaveLength(22);
    expect(screen.getByRole('button', { name: 'نمایش کمتر' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'نمایش کمتر' }));
    expect(categoryLinks()).toHaveLength(15);
  });

  it('offers a retry when global data fails, and shows the footer once it loads', async () => {
    server.answer('/front/utils/global', [
      { status: 503, body: {} },
      { status: 200, body: GLOBAL_DATA },
    ]);
    renderChrome(<Footer />);
    expect(await screen.findByRole('heading', { name: 'پانویس بارگذاری نشد' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('navigation', { name: 'دسترسی سریع' })).toBeInTheDocument();
  });
});
