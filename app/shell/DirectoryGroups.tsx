import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { localizePath, type Lang } from "@medicare-guide/content/routes";
import type { NavGroup } from "./navigation.ts";

interface DirectoryGroupsProps {
  /** The groups to list (header directory and mobile menu share them). */
  groups: readonly NavGroup[];
  /** Called when a link is chosen (closes the directory or the drawer). */
  onNavigate?: () => void;
  /** Keeps the group title ids unique between the header and the drawer. */
  idPrefix: string;
}

/** The four link groups, each a titled list. Titles are not headings: they sit before the page's h1. */
export function DirectoryGroups({ groups, onNavigate, idPrefix }: DirectoryGroupsProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  return (
    <div className="mg-directory__groups">
      {groups.map((group, i) => {
        const titleId = `${idPrefix}-group-${i}`;
        return (
          <div key={group.titleKey} className="mg-directory__group">
            <p id={titleId} className="mg-directory__title">
              {t(group.titleKey)}
            </p>
            <ul aria-labelledby={titleId} className="mg-directory__list">
              {group.links.map((link) => (
                <li key={link.to + link.labelKey}>
                  <RouterLink to={localizePath(link.to, lang)} className="mg-directory__link" onClick={onNavigate}>
                    {t(link.labelKey)}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
