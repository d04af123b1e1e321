import { useState } from 'react';
import { OtpInput, Select, TextField, formatNumber, type SelectOption } from '@shared/ui';
import { CatalogueSection, Sample } from '../CatalogueSection.tsx';

/* Thirteen grades: more than fit in the 310 px menu, so it scrolls. */
const GRADES: SelectOption[] = [
  { value: 'pre', label: 'پیش‌دبستانی' },
  ...Array.from({ length: 12 }, (_, index) => ({
    value: `grade-${index + 1}`,
    label: `پایهٔ ${formatNumber(index + 1)}`,
    disabled: index === 11,
  })),
];

/** TextField, Select and OtpInput with hints, errors and their variants. */
export function FieldsSection() {
  const [grade, setGrade] = useState<string | undefined>(undefined);
  const [code, setCode] = useState('');
  return (
    <CatalogueSection id="fields">
      <Sample title="فیلد متنی با راهنما">
        <TextField label="نام و نام خانوادگی" helperText="همان‌طور که در کارنامه آمده است." required />
      </Sample>
      <Sample title="فیلد متنی با خطا">
        <TextField
          label="شمارهٔ همراه"
          defaultValue="۰۹۱۲"
          error={`شمارهٔ همراه باید ${formatNumber(11)} رقم باشد.`}
          dir="ltr"
        />
      </Sample>
      <Sample title="فیلد چندخطی">
        <TextField label="پیام شما" multiline helperText={`دست‌کم ${formatNumber(10)} نویسه بنویسید.`} />
      </Sample>
      <Sample title="فیلد چپ‌به‌راست (ایمیل)">
        <TextField label="ایمیل" type="email" dir="ltr" defaultValue="student@example.com" />
      </Sample>
      <Sample title="فیلد غیرفعال">
        <TextField label="کد ملی" defaultValue="۰۰۱۲۳۴۵۶۷۸" disabled dir="ltr" />
      </Sample>
      <Sample title="فهرست انتخابی">
        <Select
          label="پایهٔ تحصیلی"
          options={GRADES}
          value={grade}
          onChange={setGrade}
          helperText="پایهٔ دوازدهم هنوز دوره‌ای ندارد."
        />
      </Sample>
      <Sample title="فهرست انتخابی با خطا و غیرفعال">
        <Select label="رشته" options={GRADES.slice(0, 3)} error="یک رشته انتخاب کنید." required />
        <Select label="استان" options={GRADES.slice(0, 3)} defaultValue="pre" disabled />
      </Sample>
      <Sample title="کد یک‌بارمصرف">
        <OtpInput onChange={setCode} />
        <p aria-live="polite">رقم‌های واردشده: {code === '' ? 'هیچ' : formatNumber(code.length)}</p>
      </Sample>
      <Sample title="کد یک‌بارمصرف با خطا">
        <OtpInput label="کد تأیید ارسال‌شده" error="کد واردشده درست نیست." />
      </Sample>
    </CatalogueSection>
  );
}
