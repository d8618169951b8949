//! Why the browser's local storage could not give back or keep a value, and how the page
//! says so: one wording per language, used by every feature that stores anything.

use std::fmt;

/// Why local storage could not give back or keep a value. The page tells the player: a
/// game that cannot be saved is lost with the tab.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// The browser offers this page no local storage: turned off in its settings, blocked
    /// for this site (with its cookies), or refused in a private window. The detail is
    /// the browser's own, when it gave one.
    Unavailable(Option<String>),
    /// Storage is full: this site's quota is used up. Older Safari private windows, whose
    /// quota is zero, say this on every write.
    QuotaExceeded,
    /// The browser refused for another reason, in its own words.
    Refused(String),
}

impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StorageError::Unavailable(None) => f.write_str("local storage is unavailable"),
            StorageError::Unavailable(Some(detail)) => {
                write!(f, "local storage is unavailable: {detail}")
            }
            StorageError::QuotaExceeded => f.write_str("local storage is full"),
            StorageError::Refused(detail) => write!(f, "local storage refused: {detail}"),
        }
    }
}

impl std::error::Error for StorageError {}

// Why storage failed, as a clause that follows a colon ("The game could not be saved: the
// storage is full"): `StorageError::reason(&self, lang)`.
crate::sentences!(StorageError, reason as reason);

mod en {
    use super::StorageError;

    pub fn reason(why: &StorageError) -> String {
        match why {
            StorageError::QuotaExceeded => "the storage is full".into(),
            StorageError::Unavailable(_) => "the browser offers no storage here".into(),
            StorageError::Refused(detail) => format!("the browser refused: {detail}"),
        }
    }
}

mod fr {
    use super::StorageError;

    pub fn reason(why: &StorageError) -> String {
        match why {
            StorageError::QuotaExceeded => "le stockage est plein".into(),
            StorageError::Unavailable(_) => "le navigateur n'offre pas de stockage ici".into(),
            StorageError::Refused(detail) => format!("le navigateur a refusé\u{202f}: {detail}"),
        }
    }
}

mod de {
    use super::StorageError;

    pub fn reason(why: &StorageError) -> String {
        match why {
            StorageError::QuotaExceeded => "der Speicher ist voll".into(),
            StorageError::Unavailable(_) => "der Browser bietet hier keinen Speicher an".into(),
            StorageError::Refused(detail) => format!("der Browser hat abgelehnt: {detail}"),
        }
    }
}

mod it {
    use super::StorageError;

    pub fn reason(why: &StorageError) -> String {
        match why {
            StorageError::QuotaExceeded => "lo spazio di archiviazione è pieno".into(),
            StorageError::Unavailable(_) => {
                "qui il browser non offre spazio di archiviazione".into()
            }
            StorageError::Refused(detail) => format!("il browser ha rifiutato: {detail}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn every_trouble_has_its_own_words_in_every_language() {
        let troubles = [
            StorageError::QuotaExceeded,
            StorageError::Unavailable(None),
            StorageError::Refused("denied".into()),
        ];
        for trouble in &troubles {
            let english = trouble.reason(Lang::En);
            for lang in Lang::ALL {
                let words = trouble.reason(lang);
                assert!(!words.is_empty());
                assert!(
                    lang == Lang::En || words != english,
                    "{trouble:?} in {lang}"
                );
            }
        }
        assert!(StorageError::Refused("denied".into())
            .reason(Lang::De)
            .ends_with("denied"));
    }
}
