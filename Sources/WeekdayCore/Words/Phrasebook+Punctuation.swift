extension Phrasebook {
    /// The phrase for `key` filled with `values`, keeping one full stop after a value.
    ///
    /// A value that ends in a stop of its own (an abbreviated day) right before the
    /// phrase's stop gives its own up, so a summary never ends "mer.. Rule".
    package func sentence(_ key: String, _ values: KeyValuePairs<String, String>) -> String {
        let template = template(key)
        let kept = values.map { name, value in
            let ending = value.hasSuffix(".") && template.contains("{\(name)}.")
            return (name, ending ? String(value.dropLast()) : value)
        }
        return filling(template, PhraseValues(kept), cutAt: nil).before
    }
}
