/** Where the content screens live; an editor is `<list>/<id>`, a new record `<list>/new`. */
export interface ContentPaths {
  banners: string;
  networks: string;
  promos: string;
  articles: string;
}
