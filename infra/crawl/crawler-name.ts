/** The name the crawler goes by in its user agent and in the robots.txt rules it obeys. */
export const CRAWLER_NAME = 'LaunchDirectoryBot';
