import type { SkillBar } from '@/content/about';

interface SkillBarsProps {
  skills: readonly SkillBar[];
}

/** Core Skills as accessible progress bars: each announces its label and value. */
export function SkillBars({ skills }: SkillBarsProps) {
  return (
    <ul className="space-y-6">
      {skills.map((skill) => {
        const labelId = `skill-${skill.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
        return (
          <li key={skill.label}>
            <div className="flex items-baseline justify-between font-semibold text-navy-900">
              <span id={labelId}>{skill.label}</span>
              <span aria-hidden="true">{skill.percent}%</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby={labelId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={skill.percent}
              aria-valuetext={`${skill.percent}%`}
              className="mt-2 h-3 overflow-hidden rounded-full bg-navy-100"
            >
              <div className="h-full rounded-full bg-gradient-to-r from-navy-700 to-gold-500" style={{ width: `${skill.percent}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
