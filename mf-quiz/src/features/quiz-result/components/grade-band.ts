/** A word for how a run went, from its percentage (the share of correct answers). */
export interface GradeBand {
  title: string;
  advice: string;
  tone: 'success' | 'plain' | 'danger';
}

/** The band of a run's percentage, the figure its result shows in large, so the word and the number agree. */
export function gradeBand(percent: number): GradeBand {
  if (percent >= 85) {
    return { title: 'عالی', advice: 'بر این مبحث مسلط هستید. سراغ آزمون‌های دشوارتر بروید.', tone: 'success' };
  }
  if (percent >= 65) {
    return {
      title: 'خوب',
      advice: 'پایه‌تان محکم است؛ سؤال‌های نادرست را مرور کنید تا به تسلط کامل برسید.',
      tone: 'success',
    };
  }
  if (percent >= 40) {
    return {
      title: 'قابل قبول',
      advice: 'پاسخ‌های تشریحی را بخوانید و سؤال‌های مشابه را در بانک سؤال تمرین کنید.',
      tone: 'plain',
    };
  }
  return {
    title: 'نیاز به تمرین بیشتر',
    advice: 'درس را دوباره مرور کنید و پیش از آزمون بعدی سؤال‌های بانک سؤال را تمرین کنید. حدس‌زدن نمرهٔ منفی دارد.',
    tone: 'danger',
  };
}
