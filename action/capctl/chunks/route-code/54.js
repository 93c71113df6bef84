
  'use strict'

  const Serializer = require('fast-json-stringify/lib/serializer')
  const serializerState = {"mode":"standalone"}
  const serializer = Serializer.restoreFromState(serializerState)

  const validator = null


  module.exports = function anonymous(validator,serializer
) {

    
const {
  asString,
  asNumber,
  asBoolean,
  asDateTime,
  asDate,
  asTime,
  asUnsafeString,
  asPlainStringArray
} = serializer

const asInteger = serializer.asInteger.bind(serializer)


    const JSON_STR_BEGIN_OBJECT = '{'
    const JSON_STR_END_OBJECT = '}'
    const JSON_STR_BEGIN_ARRAY = '['
    const JSON_STR_END_ARRAY = ']'
    const JSON_STR_COMMA = ','
    const JSON_STR_COLONS = ':'
    const JSON_STR_QUOTE = '"'
    const JSON_STR_EMPTY_OBJECT = JSON_STR_BEGIN_OBJECT + JSON_STR_END_OBJECT
    const JSON_STR_EMPTY_ARRAY = JSON_STR_BEGIN_ARRAY + JSON_STR_END_ARRAY
    const JSON_STR_EMPTY_STRING = JSON_STR_QUOTE + JSON_STR_QUOTE
    const JSON_STR_NULL = 'null'
    
  
    
      // "#/properties/data/properties/items/items"
      function anonymous3 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_version_7 = obj["version"]
      if (value_version_7 !== undefined) {
        json += "{\"version\":"
        json += asInteger(value_version_7)
      } else {
        throw new Error('"version" is required!')
      }
      
      const value_schema_8 = obj["schema"]
      if (value_schema_8 !== undefined) {
        json += ",\"schema\":"
        json += JSON.stringify(value_schema_8)
      } else {
        throw new Error('"schema" is required!')
      }
      
      const value_schema_hash_9 = obj["schema_hash"]
      if (value_schema_hash_9 !== undefined) {
        json += ",\"schema_hash\":"
        
        if (typeof value_schema_hash_9 !== 'string') {
          if (value_schema_hash_9 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_schema_hash_9 instanceof Date) {
            json += JSON_STR_QUOTE + value_schema_hash_9.toISOString() + JSON_STR_QUOTE
          } else if (value_schema_hash_9 instanceof RegExp) {
            json += asString(value_schema_hash_9.source)
          } else {
            json += asString(value_schema_hash_9.toString())
          }
        } else {
          json += asString(value_schema_hash_9)
        }
        
      } else {
        throw new Error('"schema_hash" is required!')
      }
      
      const value_created_at_10 = obj["created_at"]
      if (value_created_at_10 !== undefined) {
        json += ",\"created_at\":"
        json += asDateTime(value_created_at_10)
      } else {
        throw new Error('"created_at" is required!')
      }
      
      const value_revision_id_11 = obj["revision_id"]
      if (value_revision_id_11 !== undefined) {
        json += ",\"revision_id\":"
        
          if (value_revision_id_11 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_revision_id_11 === "string" ||
            value_revision_id_11 === null ||
            value_revision_id_11 instanceof Date ||
            value_revision_id_11 instanceof RegExp ||
            (
              typeof value_revision_id_11 === "object" &&
              typeof value_revision_id_11.toString === "function" &&
              value_revision_id_11.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_revision_id_11 !== 'string') {
          if (value_revision_id_11 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_revision_id_11 instanceof Date) {
            json += JSON_STR_QUOTE + value_revision_id_11.toISOString() + JSON_STR_QUOTE
          } else if (value_revision_id_11 instanceof RegExp) {
            json += asString(value_revision_id_11.source)
          } else {
            json += asString(value_revision_id_11.toString())
          }
        } else {
          json += asString(value_revision_id_11)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/items/items/properties/revision_id' does not match schema definition.")
  
      } else {
        throw new Error('"revision_id" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous2 (obj) {
      // "#/properties/data/properties/items"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/items' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous3(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous3(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data"
      function anonymous1 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_action_id_3 = obj["action_id"]
      if (value_action_id_3 !== undefined) {
        json += "{\"action_id\":"
        
        if (typeof value_action_id_3 !== 'string') {
          if (value_action_id_3 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_action_id_3 instanceof Date) {
            json += JSON_STR_QUOTE + value_action_id_3.toISOString() + JSON_STR_QUOTE
          } else if (value_action_id_3 instanceof RegExp) {
            json += asString(value_action_id_3.source)
          } else {
            json += asString(value_action_id_3.toString())
          }
        } else {
          json += asString(value_action_id_3)
        }
        
      } else {
        throw new Error('"action_id" is required!')
      }
      
      const value_variant_4 = obj["variant"]
      if (value_variant_4 !== undefined) {
        json += ",\"variant\":"
        
        if (typeof value_variant_4 !== 'string') {
          if (value_variant_4 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_variant_4 instanceof Date) {
            json += JSON_STR_QUOTE + value_variant_4.toISOString() + JSON_STR_QUOTE
          } else if (value_variant_4 instanceof RegExp) {
            json += asString(value_variant_4.source)
          } else {
            json += asString(value_variant_4.toString())
          }
        } else {
          json += asString(value_variant_4)
        }
        
      } else {
        throw new Error('"variant" is required!')
      }
      
      const value_items_5 = obj["items"]
      if (value_items_5 !== undefined) {
        json += ",\"items\":"
        json += anonymous2(value_items_5)
      } else {
        throw new Error('"items" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/errors/items"
      function anonymous5 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_14 = obj["code"]
      if (value_code_14 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_14 !== 'string') {
          if (value_code_14 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_14 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_14.toISOString() + JSON_STR_QUOTE
          } else if (value_code_14 instanceof RegExp) {
            json += asString(value_code_14.source)
          } else {
            json += asString(value_code_14.toString())
          }
        } else {
          json += asString(value_code_14)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_15 = obj["message"]
      if (value_message_15 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_15 !== 'string') {
          if (value_message_15 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_15 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_15.toISOString() + JSON_STR_QUOTE
          } else if (value_message_15 instanceof RegExp) {
            json += asString(value_message_15.source)
          } else {
            json += asString(value_message_15.toString())
          }
        } else {
          json += asString(value_message_15)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_pointer_16 = obj["pointer"]
      if (value_pointer_16 !== undefined) {
        json += ",\"pointer\":"
        
        if (typeof value_pointer_16 !== 'string') {
          if (value_pointer_16 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_pointer_16 instanceof Date) {
            json += JSON_STR_QUOTE + value_pointer_16.toISOString() + JSON_STR_QUOTE
          } else if (value_pointer_16 instanceof RegExp) {
            json += asString(value_pointer_16.source)
          } else {
            json += asString(value_pointer_16.toString())
          }
        } else {
          json += asString(value_pointer_16)
        }
        
      }

      const value_hint_17 = obj["hint"]
      if (value_hint_17 !== undefined) {
        json += ",\"hint\":"
        
        if (typeof value_hint_17 !== 'string') {
          if (value_hint_17 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_hint_17 instanceof Date) {
            json += JSON_STR_QUOTE + value_hint_17.toISOString() + JSON_STR_QUOTE
          } else if (value_hint_17 instanceof RegExp) {
            json += asString(value_hint_17.source)
          } else {
            json += asString(value_hint_17.toString())
          }
        } else {
          json += asString(value_hint_17)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous4 (obj) {
      // "#/properties/errors"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous5(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous5(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/warnings/items"
      function anonymous7 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_20 = obj["code"]
      if (value_code_20 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_20 !== 'string') {
          if (value_code_20 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_20 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_20.toISOString() + JSON_STR_QUOTE
          } else if (value_code_20 instanceof RegExp) {
            json += asString(value_code_20.source)
          } else {
            json += asString(value_code_20.toString())
          }
        } else {
          json += asString(value_code_20)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_21 = obj["message"]
      if (value_message_21 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_21 !== 'string') {
          if (value_message_21 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_21 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_21.toISOString() + JSON_STR_QUOTE
          } else if (value_message_21 instanceof RegExp) {
            json += asString(value_message_21.source)
          } else {
            json += asString(value_message_21.toString())
          }
        } else {
          json += asString(value_message_21)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous6 (obj) {
      // "#/properties/warnings"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/warnings' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous7(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous7(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#"
      function anonymous0 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_data_1 = obj["data"]
      if (value_data_1 !== undefined) {
        json += "{\"data\":"
        json += anonymous1(value_data_1)
      } else {
        throw new Error('"data" is required!')
      }
      
      const value_errors_12 = obj["errors"]
      if (value_errors_12 !== undefined) {
        json += ",\"errors\":"
        
          if (value_errors_12 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Array.isArray(value_errors_12)) {
            json += anonymous4(value_errors_12)
          }
        
    else throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
  
      }

      const value_warnings_18 = obj["warnings"]
      if (value_warnings_18 !== undefined) {
        json += ",\"warnings\":"
        json += anonymous6(value_warnings_18)
      }

return json + JSON_STR_END_OBJECT

      }
    
    const main = anonymous0
    return main
    
}(validator, serializer)