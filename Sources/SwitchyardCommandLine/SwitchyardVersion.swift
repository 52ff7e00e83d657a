/// The version of the `switchyard` command and of the package it ships with.
///
/// ```
/// $ switchyard --version
/// switchyard 0.1.0
/// ```
package enum SwitchyardVersion {
    /// The version, as `switchyard --version` prints it (Semantic Versioning).
    package static let current = "0.1.0"
}
