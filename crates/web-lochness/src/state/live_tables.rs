//! The live tables this device sits at, listed on Loch Ness's setup screen so a player who
//! left one finds the way back: one table address a line (`l/live=<id>&broker=…`, never the
//! invite's secret, which the table's record keeps), under [`LIVE_TABLES_KEY`]. Read as
//! untrusted text: a line that names no table is left out.

use blockness_web_common::address::{live_record_key, LOCHNESS_PREFIX};

/// Where the list is kept (local storage).
pub const LIVE_TABLES_KEY: &str = "blockness.lochness.live-tables";

/// The most tables listed: older ones are left out first.
pub const MAX_LIVE_TABLES: usize = 12;

/// A table's id in its address, when the line names a live Loch Ness table.
fn table_id(address: &str) -> Option<&str> {
    let table = address.strip_prefix(LOCHNESS_PREFIX)?;
    live_record_key(table)?;
    table.strip_prefix("live=")?.split('&').next()
}

/// The tables of the list `text`, newest first: each a live Loch Ness table's address,
/// each table once.
pub fn read(text: &str) -> Vec<String> {
    let mut tables: Vec<String> = Vec::new();
    for line in text.lines().map(str::trim) {
        let Some(id) = table_id(line) else { continue };
        if line.len() <= 400 && !tables.iter().any(|t| table_id(t) == Some(id)) {
            tables.push(line.to_string());
        }
    }
    tables.truncate(MAX_LIVE_TABLES);
    tables
}

/// The list `text` with the table of `address` first (its older line dropped); `None`
/// when `address` names no table, and nothing is to change.
pub fn with(text: &str, address: &str) -> Option<String> {
    let id = table_id(address)?;
    let mut tables = vec![address.to_string()];
    tables.extend(read(text).into_iter().filter(|t| table_id(t) != Some(id)));
    tables.truncate(MAX_LIVE_TABLES);
    Some(tables.join("\n"))
}

/// The list `text` without table `id` (its game is over).
pub fn without(text: &str, id: &str) -> String {
    read(text)
        .into_iter()
        .filter(|t| table_id(t) != Some(id))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The short name a table is listed under: the first digits of its id.
pub fn short_name(address: &str) -> &str {
    table_id(address).map_or("", |id| &id[..8.min(id.len())])
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: &str = "l/live=0123456789abcdef0123456789abcdef&broker=ws%3A%2F%2Fa";
    const B: &str = "l/live=fedcba9876543210fedcba9876543210";

    #[test]
    fn tables_are_listed_newest_first_once_each_and_leave_when_over() {
        let list = with("", A).unwrap();
        let list = with(&list, B).unwrap();
        assert_eq!(read(&list), vec![B.to_string(), A.to_string()]);
        // Sitting again at A brings it first, once.
        let list = with(&list, A).unwrap();
        assert_eq!(read(&list), vec![A.to_string(), B.to_string()]);
        let list = without(&list, "0123456789abcdef0123456789abcdef");
        assert_eq!(read(&list), vec![B.to_string()]);
        assert_eq!(short_name(B), "fedcba98");
    }

    #[test]
    fn lines_that_name_no_table_are_left_out() {
        let text = format!("garbage\nl/live=new&players=2\n#{A}\nl/live=0123\n{B}\n{B}\nl/1AB\n");
        assert_eq!(read(&text), vec![B.to_string()]);
        assert_eq!(with("", "l/live=new"), None);
        let many: Vec<String> = (0..20).map(|i| format!("l/live={i:032x}")).collect();
        assert_eq!(read(&many.join("\n")).len(), MAX_LIVE_TABLES);
    }
}
