/**
 * A repository's counts as a code forge shows them over its files ("112 Commits", "3 Branches", "5 Tags"; "コミット", "ブランチ",
 * "タグ"), in any forge's words: GitLab, Gitea, Forgejo or GitHub served from a host of their own.
 */
const COUNTED = /(?<![\p{L}\d])\d[\d,.]*\s*k?\s*(commits?|branch(?:es)?|tags?|étiquettes?|コミット|ブランチ|タグ|提交|分支|标签)(?![\p{L}])/giu;

const kindOfWord = (word: string) => {
  const w = word.toLowerCase();
  if (/^(commit|コミット|提交)/.test(w)) return 'commits';
  if (/^(branch|ブランチ|分支)/.test(w)) return 'branches';
  return 'tags';
};

/** Whether the page shows a repository's commits beside its branches or tags: a code forge's page of one project, not its product's site. */
export function forgeCounts(visibleText: string): boolean {
  const kinds = new Set([...visibleText.matchAll(COUNTED)].map((m) => kindOfWord(m[1] ?? '')));
  return kinds.has('commits') && kinds.size >= 2;
}
